import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RequestRecoveryInput } from '@/contract/auth';
import { revalidateLogic, useTextForm } from '@/components/form/text-form';
import { Alert } from '@/components/ui/alert';
import { requestRecovery } from '../api/recovery';

export function RequestRecoveryForm() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useTextForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: RequestRecoveryInput },
    onSubmit: async ({ value }) => {
      await requestRecovery(value.email);
      setSentTo(value.email);
    },
  });
  if (sentTo) {
    return (
      <div role="status">
        <Alert variant="success" title={t`E-Mail unterwegs`}>
          <Trans>
            Falls zu {sentTo} ein Konto besteht, haben wir einen Link zum Zurücksetzen gesendet. Er
            ist eine Stunde gültig.
          </Trans>
        </Alert>
      </div>
    );
  }
  return (
    <form.AppForm>
      <form.Form asksBeforeLeaving={false}>
        <form.FormError />
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t`E-Mail-Adresse`}
              type="email"
              autoComplete="email"
              isRequired
              autoFocus
            />
          )}
        </form.AppField>
        <form.SubmitButton size="lg" className="w-full">
          <Trans>Link senden</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
