import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ResetPasswordInput } from '@/contract/auth';
import { ERROR_CODES } from '@/contract/common';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { clearSubmitError, showSubmitError } from '@/components/form/server-errors';
import { Alert } from '@/components/ui/alert';
import { PasswordStrengthMeter } from '@/components/ui/password-strength';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { resetPassword } from '../api/recovery';

/** A new password from a recovery or invitation link (the code is single-use). */
export function ResetPasswordForm({ userId, code }: { userId: string; code: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useAppForm({
    defaultValues: { userId, code, password: '', passwordRetry: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ResetPasswordInput },
    onSubmit: async ({ value, formApi }) => {
      clearSubmitError(formApi);
      try {
        await resetPassword(value);
        toast.show({
          title: t`Passwort geändert`,
          message: t`Melden Sie sich jetzt mit dem neuen Passwort an.`,
          severity: 'success',
        });
        await navigate({ to: '/login' });
      } catch (error) {
        if (isApiError(error, ERROR_CODES.notFound)) setLinkInvalid(true);
        else showSubmitError(formApi, error, i18n);
      }
    },
  });
  const password = useStore(form.store, (state) => state.values.password);

  if (linkInvalid) return <InvalidLink />;
  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={t`Neues Passwort`}
              description={t`Mindestens 8 Zeichen. Ein langer Satz ist sicher und gut zu merken.`}
              autoComplete="new-password"
              isRequired
              autoFocus
            />
          )}
        </form.AppField>
        <PasswordStrengthMeter password={password} className="-mt-3" />
        <form.AppField name="passwordRetry">
          {(field) => (
            <field.PasswordField
              label={t`Passwort wiederholen`}
              autoComplete="new-password"
              isRequired
            />
          )}
        </form.AppField>
        <form.SubmitButton size="lg" className="w-full">
          <Trans>Passwort speichern</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function InvalidLink() {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-col gap-4">
      <Alert variant="error" title={t`Link ungültig oder abgelaufen`}>
        <Trans>Der Link wurde bereits verwendet oder ist älter als eine Stunde.</Trans>
      </Alert>
      <Link
        to="/request-recovery"
        className="font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <Trans>Neuen Link anfordern</Trans>
      </Link>
    </div>
  );
}
