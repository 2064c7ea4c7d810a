import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { PasswordChangeInput } from '@/contract/auth';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { clearSubmitError, showSubmitError } from '@/components/form/server-errors';
import { PasswordStrengthMeter } from '@/components/ui/password-strength';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY = { oldPassword: '', password: '', passwordRetry: '' };

/** Seed §3: old password, new password, confirmation; other devices are signed out. */
export function PasswordForm() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const form = useAppForm({
    defaultValues: EMPTY,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PasswordChangeInput },
    onSubmit: async ({ value, formApi }) => {
      clearSubmitError(formApi);
      try {
        await change.mutateAsync(value);
        formApi.reset(EMPTY);
        toast.show({
          title: t`Passwort geändert`,
          message: t`Ihre anderen Geräte wurden abgemeldet.`,
          severity: 'success',
        });
      } catch (error) {
        showSubmitError(formApi, error, i18n);
      }
    },
  });
  const password = useStore(form.store, (state) => state.values.password);
  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        <form.AppField name="oldPassword">
          {(field) => (
            <field.PasswordField
              label={t`Aktuelles Passwort`}
              autoComplete="current-password"
              isRequired
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField label={t`Neues Passwort`} autoComplete="new-password" isRequired />
          )}
        </form.AppField>
        <PasswordStrengthMeter password={password} className="-mt-3" />
        <form.AppField name="passwordRetry">
          {(field) => (
            <field.PasswordField
              label={t`Neues Passwort wiederholen`}
              autoComplete="new-password"
              isRequired
            />
          )}
        </form.AppField>
        <div className="flex justify-end">
          <form.SubmitButton>
            <Trans>Passwort ändern</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
