import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Inbox, SearchX, type LucideIcon } from 'lucide-react';
import { Button } from './button';
import { cx } from './styles';

export type EmptyStateProps = {
  /** A lucide icon component, e.g. `Inbox`. */
  icon?: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  /** A button or link that gets the user going, e.g. "Patient anlegen". */
  action?: ReactNode;
  className?: string;
};

/** What a list or panel shows when it has nothing yet, and what to do about it. */
export function EmptyState({ icon: Icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center px-6 py-10 text-center', className)}>
      {Icon && (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      )}
      <p className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</p>
      {children && (
        <div className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">{children}</div>
      )}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** The default empty state of lists: "Keine Einträge". */
export function NoEntries() {
  const { t } = useLingui();
  return <EmptyState icon={Inbox} title={t`Keine Einträge`} />;
}

/**
 * A search that found nothing: says so, and offers the way back to the whole list (issue 10.19).
 */
export function NoMatches({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={SearchX}
      title={t`Keine Treffer`}
      action={
        <Button variant="secondary" onPress={onClear}>
          {t`Suche zurücksetzen`}
        </Button>
      }
    >
      {t`Für „${search}“ wurde nichts gefunden.`}
    </EmptyState>
  );
}
