import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { OnceOpened } from '@/components/ui/once-opened';
import { Spinner } from '@/components/ui/spinner';
import { LazyCompletionForm, type Completion } from '@/features/transports';

export type { Completion };

// The modal's code (react-aria's focus scope and overlay) loads with the first completion.
const Modal = lazy(() =>
  import('@/components/ui/dialog').then((module) => ({ default: module.Modal })),
);

/**
 * Completion records the kilometres driven and the minutes waited, on the transports' completion
 * form: what the server would refuse is marked at its field before the step is queued. The step
 * keeps the time the crew tapped "abschließen", not the time they finished typing.
 */
export function CompleteDialog({
  number,
  isOpen,
  onCancel,
  onComplete,
}: {
  number: string;
  isOpen: boolean;
  onCancel: () => void;
  onComplete: (completion: Completion) => void;
}) {
  const { t } = useLingui();
  return (
    <OnceOpened isOpen={isOpen}>
      <Modal size="sm" isOpen={isOpen} onOpenChange={(open) => !open && onCancel()}>
        <Suspense fallback={<Spinner size="lg" className="m-8 self-center" />}>
          <LazyCompletionForm
            title={t`Transport ${number} abschließen`}
            confirmLabel={t`Abschließen`}
            // Queued, not sent: the queue shows a later refusal (decision 026).
            onSend={async (completion) => onComplete(completion)}
          />
        </Suspense>
      </Modal>
    </OnceOpened>
  );
}
