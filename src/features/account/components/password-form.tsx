import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { PasswordChangeInput } from '@/contract/auth';
import { personalWords } from '@/contract/password';
import { useCurrentUser } from '@/lib/session';
import { revalidateLogic, useTextForm } from '@/components/form/text-form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY = { oldPassword: '', password: '', passwordRetry: '' };

/** Seed §3: old password, new password, confirmation; other devices are signed out. */
export function PasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const user = useCurrentUser();
  const words = useMemo(() => personalWords(user), [user]);
  const form = useTextForm({
    defaultValues: EMPTY,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PasswordChangeInput },
    onSubmit: async ({ value, formApi }) => {
      await change.mutateAsync(value);
      formApi.reset(EMPTY);
      toast.show({
        title: t`Passwort geändert`,
        message: t`Ihre anderen Geräte wurden abgemeldet.`,
        severity: 'success',
      });
    },
  });
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
        <NewPasswordFields
          form={form}
          label={t`Neues Passwort`}
          retryLabel={t`Neues Passwort wiederholen`}
          knownWords={words}
        />
        <div className="flex justify-end">
          <form.SubmitButton>
            <Trans>Passwort ändern</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
