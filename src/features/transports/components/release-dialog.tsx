import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { FormDialog } from '@/components/form/form-dialog';
import { releaseInput } from '@/contract/transport';
import { instantOf } from '../order-form-values';

export type ReleaseFormProps = {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** The outbound trip's appointment or pickup, if loaded: the return must lie after it. */
  outboundAt?: string | null;
  /** Sends the return time (an instant); what it throws is shown (a 422 on `returnAt` at the field). */
  onSend: (returnAt: string) => Promise<unknown>;
};

/** The server's checks of a release, on the time typed in Germany; the instant if it passes. */
function checkRelease(returnAt: string, outboundAt?: string | null) {
  return v.safeParse(releaseInput(new Date(), outboundAt), {
    returnAt: instantOf(returnAt) ?? '',
  });
}

/**
 * "Rückfahrt freigeben": a ward gives an on-call return trip its time, on the app's form. A
 * missing or impossible time, one in the past or before the outbound trip is marked at the field
 * before anything is sent; what the server still refuses lands there too, the rest above it.
 */
export function ReleaseForm({
  title,
  description,
  confirmLabel,
  outboundAt,
  onSend,
}: ReleaseFormProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: { returnAt: '' },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = checkRelease(value.returnAt, outboundAt);
        return result.success ? undefined : { fields: { returnAt: result.issues[0].message } };
      },
    },
    onSubmit: async ({ value }) => {
      const result = checkRelease(value.returnAt, outboundAt);
      if (result.success) await onSend(result.output.returnAt);
    },
  });
  return (
    <form.AppForm>
      <FormDialog title={title} description={description} confirmLabel={confirmLabel}>
        <form.AppField name="returnAt">
          {(field) => <field.DateTimeField label={t`Rückfahrt um`} isRequired autoFocus />}
        </form.AppField>
      </FormDialog>
    </form.AppForm>
  );
}
