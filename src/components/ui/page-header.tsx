import type { ReactNode } from 'react';
import { cx } from './styles';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Primary page actions, e.g. "Transport anlegen"; they wrap under the title on phones. */
  actions?: ReactNode;
  className?: string;
};

/** The top of a page: its one h1, a line of context and the page's main actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cx(
        'flex flex-col gap-4 pb-6 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">
          {title}
        </h1>
        {description && (
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{description}</p>
        )}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2 sm:shrink-0">{actions}</div>}
    </header>
  );
}
