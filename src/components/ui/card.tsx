import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './styles';

/** A white (dark: slate) surface panel; compose with CardHeader, CardBody and CardFooter. */
export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      {...props}
      className={cx(
        'flex flex-col rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    />
  );
}

export type CardHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or a menu at the right of the title. */
  actions?: ReactNode;
  /** The heading level inside the page (default h2). */
  level?: 2 | 3 | 4;
  className?: string;
};

export function CardHeader({ title, description, actions, level = 2, className }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <header
      className={cx(
        'flex flex-wrap items-start gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3.5 sm:px-5 dark:border-slate-800',
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <Heading className="text-base font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </Heading>
        {description && (
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        )}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx('flex-1 px-4 py-4 sm:px-5', className)} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={cx(
        'flex flex-col-reverse gap-2 rounded-b-xl border-t border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:justify-end sm:px-5 dark:border-slate-800 dark:bg-slate-900/60',
        className,
      )}
    />
  );
}
