import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Button } from './button';
import { cx } from './styles';

export { DialogTrigger };

const modalStyles = tv({
  base: [
    'flex max-h-[92dvh] w-full flex-col overflow-hidden bg-white text-slate-800 shadow-2xl shadow-slate-950/20 outline-0',
    'rounded-t-2xl border-t border-slate-200 sm:rounded-xl sm:border',
    'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 forced-colors:bg-[Canvas]',
    'transition-[translate,scale,opacity] duration-200 ease-out motion-reduce:transition-none',
    'data-entering:translate-y-8 data-exiting:translate-y-8 data-exiting:duration-150 data-exiting:ease-in',
    'sm:data-entering:translate-y-0 sm:data-entering:scale-95 sm:data-entering:opacity-0',
    'sm:data-exiting:translate-y-0 sm:data-exiting:scale-95 sm:data-exiting:opacity-0',
  ],
  variants: {
    size: { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' },
  },
  defaultVariants: { size: 'md' },
});

export type ModalProps = Omit<ModalOverlayProps, 'className'> & {
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
};

/**
 * The layer a Dialog sits on: a bottom sheet on phones, a centred panel from 640px on. Closes on
 * Escape and, unless `isDismissable={false}`, on a click outside; focus stays inside.
 */
export function Modal({ size, className, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex h-(--visual-viewport-height) items-end justify-center bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-entering:opacity-0 data-exiting:opacity-0 data-exiting:duration-150 motion-reduce:transition-none sm:items-center sm:p-4"
    >
      <AriaModal {...props} className={modalStyles({ size, className })} />
    </ModalOverlay>
  );
}

export type DialogProps = Omit<AriaDialogProps, 'children'> & {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Hides the × button, e.g. when the footer already offers a way out. */
  hideCloseButton?: boolean;
};

/** A titled dialog with a close button, a scrolling body and an optional footer. */
export function Dialog({
  title,
  description,
  children,
  footer,
  hideCloseButton,
  className,
  ...props
}: DialogProps) {
  const { t } = useLingui();
  return (
    <AriaDialog {...props} className={cx('flex min-h-0 flex-1 flex-col outline-0', className)}>
      {({ close }) => (
        <>
          <header className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div className="min-w-0 flex-1">
              <Heading
                slot="title"
                className="text-lg font-semibold text-slate-900 dark:text-slate-50"
              >
                {title}
              </Heading>
              {description && (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
              )}
            </div>
            {!hideCloseButton && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Schließen`}
                onPress={close}
                className="-me-2 -mt-1"
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </header>
          {children != null && (
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm leading-6 text-slate-700 dark:text-slate-300">
              {typeof children === 'function' ? children({ close }) : children}
            </div>
          )}
          {footer != null && (
            <footer className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:pb-3 dark:border-slate-800 dark:bg-slate-900/60">
              {typeof footer === 'function' ? footer({ close }) : footer}
            </footer>
          )}
        </>
      )}
    </AriaDialog>
  );
}
