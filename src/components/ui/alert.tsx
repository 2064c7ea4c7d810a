import type { ReactNode } from 'react';
import { AlertCircle, AlertTriangle, CheckCircle2, Info } from 'lucide-react';

/*
 * Plain class strings, no tailwind-variants: the sign-in screen shows alerts and loads no class
 * merger (decision 130). A caller's `className` is added, not merged: layout classes only.
 */
const ALERT_BASE = 'flex gap-3 rounded-lg border px-4 py-3 text-sm';

const alertStyles = {
  info: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
  warning:
    'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
  error:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
};

const ICON_BASE = 'mt-0.5 size-4.5 shrink-0';

const iconStyles = {
  info: 'text-brand-700 dark:text-brand-300',
  success: 'text-emerald-700 dark:text-emerald-300',
  warning: 'text-amber-700 dark:text-amber-300',
  error: 'text-red-700 dark:text-red-300',
};

const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, error: AlertCircle };

export type AlertProps = {
  variant?: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link at the end, e.g. "Erneut versuchen". */
  action?: ReactNode;
  className?: string;
};

/**
 * An inline message box. Errors are `role="alert"` (read out at once); the others are
 * `role="status"` (read out politely when they appear).
 */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={[ALERT_BASE, alertStyles[variant], className].filter(Boolean).join(' ')}
    >
      <Icon aria-hidden="true" className={`${ICON_BASE} ${iconStyles[variant]}`} />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5 opacity-95' : undefined}>{children}</div>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  );
}
