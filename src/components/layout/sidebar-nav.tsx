import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Focusable } from 'react-aria-components';
import { cx } from '@/components/ui/styles';
import { Tooltip, TooltipTrigger } from '@/components/ui/tooltip';
import type { NavEntry } from './navigation';
import { useNavigation } from './use-navigation';

/** Links report themselves current only when they are the page itself, not a parent of it. */
const EXACT = { exact: true } as const;

type Props = {
  /** Icons only (the collapsed desktop sidebar). */
  iconsOnly: boolean;
  /** Called after an entry was clicked (the mobile panel closes, seed §2). */
  onNavigate?: () => void;
};

const entryStyles = (active: boolean, iconsOnly: boolean) =>
  cx(
    'group/entry flex items-center gap-3 rounded-lg text-sm font-medium outline-offset-2 outline-brand-600 transition-colors duration-150 focus-visible:outline-2 dark:outline-brand-400',
    iconsOnly ? 'size-11 justify-center' : 'min-h-11 px-3 py-2 lg:min-h-10',
    active
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );

const childStyles = (active: boolean) =>
  cx(
    'relative flex min-h-10 items-center rounded-md py-1.5 pr-3 pl-3 text-sm outline-offset-2 outline-brand-600 transition-colors duration-150 focus-visible:outline-2 lg:min-h-8 dark:outline-brand-400',
    active
      ? 'font-medium text-brand-800 before:absolute before:top-1/2 before:-left-[calc(0.75rem+1px)] before:h-5 before:w-0.5 before:-translate-y-1/2 before:rounded-full before:bg-brand-600 dark:text-brand-200 dark:before:bg-brand-400'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
  );

/** The two navigation groups of seed §2: transport, marketplace, directory; help, settings. */
export function SidebarNav({ iconsOnly, onNavigate }: Props) {
  const { navigation, isActive } = useNavigation();
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`Hauptnavigation`}
      className="flex min-h-0 flex-1 flex-col justify-between gap-6"
    >
      <EntryList
        entries={navigation.top}
        iconsOnly={iconsOnly}
        isActive={isActive}
        onNavigate={onNavigate}
      />
      <EntryList
        entries={navigation.bottom}
        iconsOnly={iconsOnly}
        isActive={isActive}
        onNavigate={onNavigate}
      />
    </nav>
  );
}

function EntryList({
  entries,
  iconsOnly,
  isActive,
  onNavigate,
}: Props & { entries: NavEntry[]; isActive: (entry: NavEntry) => boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className={cx('flex flex-col gap-1', iconsOnly && 'items-center')}>
      {entries.map((entry) => {
        const active = isActive(entry) || entry.children.some(isActive);
        const Icon = entry.icon;
        const label = i18n._(entry.title);
        const link = (
          <Link
            to={entry.to}
            search={entry.search}
            activeOptions={EXACT}
            onClick={onNavigate}
            aria-current={isActive(entry) ? 'page' : undefined}
            aria-label={iconsOnly ? label : undefined}
            className={entryStyles(active, iconsOnly)}
          >
            {Icon && <Icon aria-hidden className="size-5 shrink-0" strokeWidth={1.75} />}
            {!iconsOnly && <span className="truncate">{label}</span>}
          </Link>
        );
        return (
          <li key={entry.name} className={cx(!iconsOnly && 'w-full')}>
            {iconsOnly ? (
              <TooltipTrigger delay={0} closeDelay={0}>
                {/* The router's Link is no react-aria trigger: Focusable hands it the hover,
                    focus and aria-describedby the tooltip needs. */}
                <Focusable>{link}</Focusable>
                <Tooltip placement="right">{label}</Tooltip>
              </TooltipTrigger>
            ) : (
              link
            )}
            {!iconsOnly && entry.children.length > 0 && (
              <ul className="mt-1 mb-2 ml-[1.375rem] flex flex-col gap-0.5 border-l border-slate-200 pl-3 dark:border-slate-700">
                {entry.children.map((child) => (
                  <li key={child.name}>
                    <Link
                      to={child.to}
                      search={child.search}
                      activeOptions={EXACT}
                      onClick={onNavigate}
                      aria-current={isActive(child) ? 'page' : undefined}
                      className={childStyles(isActive(child))}
                    >
                      <span className="truncate">{i18n._(child.title)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
