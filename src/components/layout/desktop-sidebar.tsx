import { Trans, useLingui } from '@lingui/react/macro';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cx } from '@/components/ui/styles';
import { Logo } from './logo';
import { SidebarNav } from './sidebar-nav';

/** Seed §2/§9: expand on hover after 600 ms, collapse 250 ms after the mouse leaves. */
export const SIDEBAR_EXPAND_DELAY_MS = 600;
export const SIDEBAR_COLLAPSE_DELAY_MS = 250;
const PINNED_STORAGE_KEY = 'sidebar-pinned';

/**
 * The desktop sidebar: 72 units wide expanded, 20 collapsed (icons only). Pinned, it stays
 * expanded and the page makes room; unpinned, it shows icons and expands over the page on hover.
 */
export function DesktopSidebar({
  pinned,
  onPinnedChange,
}: {
  pinned: boolean;
  onPinnedChange: (pinned: boolean) => void;
}) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(next), delay);
  };
  const expanded = pinned || hovered;

  return (
    <aside
      data-expanded={expanded || undefined}
      onMouseEnter={() => !pinned && schedule(true, SIDEBAR_EXPAND_DELAY_MS)}
      onMouseLeave={() => !pinned && schedule(false, SIDEBAR_COLLAPSE_DELAY_MS)}
      className={cx(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-slate-200 bg-white transition-[width,box-shadow] duration-300 ease-in-out lg:flex dark:border-slate-800 dark:bg-slate-900',
        expanded ? 'w-72' : 'w-20',
        hovered && !pinned && 'shadow-xl shadow-slate-900/10',
      )}
    >
      <div className={cx('flex h-16 shrink-0 items-center', expanded ? 'px-5' : 'justify-center')}>
        <Logo compact={!expanded} />
      </div>
      <div
        className={cx(
          'flex min-h-0 flex-1 flex-col overflow-x-hidden overflow-y-auto py-4',
          expanded ? 'px-3' : 'px-2',
        )}
      >
        <SidebarNav iconsOnly={!expanded} />
      </div>
      <div
        className={cx(
          'border-t border-slate-200 p-3 dark:border-slate-800',
          !expanded && 'flex justify-center',
        )}
      >
        <button
          type="button"
          onClick={() => {
            clearTimeout(timer.current);
            setHovered(false);
            onPinnedChange(!pinned);
          }}
          aria-pressed={pinned}
          aria-label={pinned ? t`Nur Symbole anzeigen` : t`Seitenleiste ausgeklappt lassen`}
          className="flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm text-slate-600 outline-offset-2 outline-brand-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          {pinned ? (
            <PanelLeftClose aria-hidden className="size-5" strokeWidth={1.75} />
          ) : (
            <PanelLeftOpen aria-hidden className="size-5" strokeWidth={1.75} />
          )}
          {expanded && (
            <span className="truncate">
              {pinned ? <Trans>Nur Symbole anzeigen</Trans> : <Trans>Ausgeklappt lassen</Trans>}
            </span>
          )}
        </button>
      </div>
    </aside>
  );
}

export function readSidebarPinned(): boolean {
  return localStorage.getItem(PINNED_STORAGE_KEY) !== 'false';
}

export function storeSidebarPinned(pinned: boolean): void {
  localStorage.setItem(PINNED_STORAGE_KEY, String(pinned));
}
