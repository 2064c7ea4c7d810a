import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useFormContext } from './form-context';

// The dialog's code (react-aria's modal) arrives only when someone is about to lose input.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** What the form holds that was never saved: input that differs from what it started with. */
export function hasUnsavedInput(state: { isDefaultValue: boolean; isSubmitting: boolean }) {
  // A save navigates away while it is submitting: that leave is the point of saving.
  return !state.isDefaultValue && !state.isSubmitting;
}

/**
 * Asks before a form with unsaved input is left (issue 10): by a link, the sidebar, "Zurück",
 * a shortcut (Ctrl+P/T/F) or any other navigation of the router; reloading or closing the tab
 * gets the browser's own question. Part of every app form (form-parts.tsx `Form`).
 */
export function UnsavedChangesGuard() {
  const { t } = useLingui();
  const form = useFormContext();
  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsavedInput(form.state),
    enableBeforeUnload: () => hasUnsavedInput(form.state),
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        isOpen
        variant="destructive"
        title={t`Änderungen verwerfen?`}
        confirmLabel={t`Verwerfen`}
        cancelLabel={t`Weiter bearbeiten`}
        onConfirm={() => blocker.proceed()}
        // "Weiter bearbeiten", Escape or a click beside it: the navigation is called off (after
        // "Verwerfen" it has gone ahead already, and this changes nothing).
        onOpenChange={(isOpen) => {
          if (!isOpen) blocker.reset();
        }}
      >
        {t`Ihre Eingaben in diesem Formular sind noch nicht gespeichert und gehen verloren, wenn Sie die Seite verlassen.`}
      </ConfirmDialog>
    </Suspense>
  );
}
