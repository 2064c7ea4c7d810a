import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { FormDialog } from '@/components/form/form-dialog';
import { StatusInput } from '@/contract/transport';

export type Completion = { km: number; waitingMinutes: number };

export type CompletionFormProps = {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** What it throws is shown: a 422 on `km` or `waitingMinutes` at its field, the rest above. */
  onSend: (completion: Completion) => Promise<unknown>;
};

/**
 * "Transport abschließen": the kilometres driven and the minutes waited (PRODUCT.md §4, billed
 * per 15 minutes), on the app's form and checked by the very schema the server checks the step
 * with (the form holds the step's `status`, which has no field). No limits on the inputs: a
 * number out of range is marked, never quietly replaced by the limit.
 */
export function CompletionForm({ title, description, confirmLabel, onSend }: CompletionFormProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: {
      status: 'completed' as const,
      km: null as number | null,
      waitingMinutes: 0 as number | null,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: StatusInput as never },
    onSubmit: async ({ value: { km, waitingMinutes } }) => {
      // Only reached once the schema passed, which requires both for a completion.
      if (km !== null && waitingMinutes !== null) await onSend({ km, waitingMinutes });
    },
  });
  return (
    <form.AppForm>
      <FormDialog title={title} description={description} confirmLabel={confirmLabel}>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="km">
            {(field) => (
              <field.NumberField label={t`Gefahrene Kilometer`} isRequired autoFocus unit="km" />
            )}
          </form.AppField>
          <form.AppField name="waitingMinutes">
            {(field) => <field.NumberField label={t`Wartezeit`} isRequired step={5} unit="min" />}
          </form.AppField>
        </div>
      </FormDialog>
    </form.AppForm>
  );
}
