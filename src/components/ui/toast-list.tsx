import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { focusRing } from './styles';
import type { ToastContentData, ToastSeverity } from './toast-content';

const toastStyles = tv({
  base: [
    'pointer-events-auto flex w-full items-start gap-3 rounded-xl px-4 py-3 shadow-lg ring-1 outline-offset-2',
    'transition-[opacity,translate] duration-200 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none',
  ],
  variants: {
    severity: {
      contrast:
        'bg-slate-900 text-white shadow-slate-950/25 ring-slate-900 dark:bg-slate-50 dark:text-slate-900 dark:ring-slate-50',
      success:
        'bg-white text-slate-900 shadow-slate-900/10 ring-emerald-600/30 dark:bg-slate-900 dark:text-slate-50 dark:ring-emerald-400/40',
      error:
        'bg-white text-slate-900 shadow-slate-900/10 ring-red-600/40 dark:bg-slate-900 dark:text-slate-50 dark:ring-red-400/50',
      info: 'bg-white text-slate-900 shadow-slate-900/10 ring-brand-600/30 dark:bg-slate-900 dark:text-slate-50 dark:ring-brand-400/40',
    },
  },
});

const icons = {
  contrast: null,
  success: (
    <CheckCircle2
      aria-hidden="true"
      className="mt-px size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
    />
  ),
  error: (
    <AlertCircle
      aria-hidden="true"
      className="mt-px size-5 shrink-0 text-red-600 dark:text-red-400"
    />
  ),
  info: (
    <Info aria-hidden="true" className="mt-px size-5 shrink-0 text-brand-600 dark:text-brand-400" />
  ),
} satisfies Record<ToastSeverity, ReactNode>;

/** The region with its toasts (toast.tsx `ToastRegion` loads it with the first toast). */
export default function ToastList({ queue }: { queue: ToastQueue<ToastContentData> }) {
  const { t } = useLingui();
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={t`Benachrichtigungen`}
      className={(state) =>
        focusRing({
          ...state,
          className:
            // Phones: below the header, as a form's buttons sit at the bottom of the screen.
            'pointer-events-none fixed inset-x-0 top-[calc(4.5rem+env(safe-area-inset-top))] z-[60] mx-auto flex w-full max-w-md flex-col items-center gap-2 rounded-xl px-3 sm:top-auto sm:bottom-[max(1rem,env(safe-area-inset-bottom))] sm:flex-col-reverse',
        })
      }
    >
      {({ toast: item }) => (
        <AriaToast
          toast={item}
          className={(state) =>
            toastStyles({
              severity: item.content.severity,
              className: state.isFocusVisible
                ? 'outline-2 outline-brand-600 dark:outline-brand-400'
                : 'outline-0',
            })
          }
        >
          {icons[item.content.severity]}
          <ToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Text slot="title" className="text-sm font-semibold">
              {item.content.title}
            </Text>
            {item.content.message && (
              <Text slot="description" className="text-sm opacity-90">
                {item.content.message}
              </Text>
            )}
          </ToastContent>
          <Button
            slot="close"
            aria-label={t`Schließen`}
            className="-me-2 -mt-1.5 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-80 outline-offset-0 hover:bg-current/10 hover:opacity-100 data-focus-visible:outline-2 data-focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
