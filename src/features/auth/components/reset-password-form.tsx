import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ResetLinkAnswer } from '@/contract/auth';
import { ResetPasswordInput } from '@/contract/auth';
import { ERROR_CODES } from '@/contract/common';
import { revalidateLogic, useTextForm } from '@/components/form/text-form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { resetPassword } from '../api/recovery';

type Invitation = NonNullable<ResetLinkAnswer['invitation']>;

/**
 * A new password from a recovery or invitation link (the code is single-use). A recovery ends
 * at the login; an invitee is signed in with the new password at once (issue 27.16).
 */
export function ResetPasswordForm({
  userId,
  code,
  invitation,
  onInvalid,
}: {
  userId: string;
  code: string;
  invitation?: Invitation;
  /** The link was used up or expired while the page was open. */
  onInvalid: () => void;
}) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();

  /** Resolves whether the invitee is signed in; a failure leaves them at the login. */
  async function signIn(email: string, password: string): Promise<boolean> {
    try {
      const { login, beginSignedIn } = await import('../sign-in');
      await beginSignedIn(queryClient, await login({ email, password }));
      return true;
    } catch (error) {
      console.error('Signing the invitee in failed', error);
      return false;
    }
  }

  const form = useTextForm({
    defaultValues: { userId, code, password: '', passwordRetry: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ResetPasswordInput },
    onSubmit: async ({ value }) => {
      try {
        await resetPassword(value);
      } catch (error) {
        if (isApiError(error, ERROR_CODES.notFound)) return onInvalid();
        throw error;
      }
      if (invitation && (await signIn(invitation.email, value.password))) {
        await router.navigate({ to: '/' });
        return;
      }
      toast.show({
        title: t`Passwort geändert`,
        message: t`Melden Sie sich jetzt mit dem neuen Passwort an.`,
        severity: 'success',
      });
      await router.navigate({ to: '/login' });
    },
  });

  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        {invitation && (
          // The address this person signs in with; password managers store it with the password.
          <TextField
            label={t`E-Mail-Adresse`}
            type="email"
            autoComplete="username"
            value={invitation.email}
            isReadOnly
          />
        )}
        <NewPasswordFields
          form={form}
          label={invitation ? t`Passwort` : t`Neues Passwort`}
          retryLabel={t`Passwort wiederholen`}
          autoFocus
        />
        <form.SubmitButton size="lg" className="w-full">
          <Trans>Passwort speichern</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
