import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginInput } from '@/contract/auth';
import { ERROR_CODES } from '@/contract/common';
import { useLightForm } from '@/components/form/light-form';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { NativePasswordField, NativeTextField } from '@/components/ui/native-fields';
import { isApiError } from '@/lib/api-error';
import { pathAfterLogin } from '@/lib/session-ended-elsewhere';
import { UnconfirmedNotice } from './unconfirmed-notice';

/**
 * Seed §2: e-mail and password, "forgot password", sign-up link. Signed in, back to `redirectTo`
 * (lib/session-ended-elsewhere decides whether this person may). A light form (plain state and
 * the contract's schema) of the kit's controls as plain elements, so that the login screen loads
 * neither TanStack Form nor react-aria's interactions (decision 130).
 */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const form = useLightForm({
    schema: LoginInput,
    defaultValues: { email: '', password: '' },
    onSubmit: async (value, { setFormError }) => {
      setUnconfirmed(null);
      try {
        const { login, beginSignedIn } = await import('../sign-in');
        const answer = await login(value);
        const next = pathAfterLogin(answer.user.id, redirectTo);
        await beginSignedIn(queryClient, answer);
        router.history.push(next);
      } catch (error) {
        if (isApiError(error, ERROR_CODES.emailUnconfirmed)) {
          setUnconfirmed(value.email);
        } else if (isApiError(error, ERROR_CODES.tooManyRequests)) {
          // The server slows guessing down with growing delays: seconds at first, then minutes.
          const seconds = Math.max(1, error.retryAfterSeconds ?? 60);
          const minutes = Math.ceil(seconds / 60);
          setFormError(
            seconds < 60
              ? plural(seconds, {
                  one: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in # Sekunde erneut.',
                  other:
                    'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in # Sekunden erneut.',
                })
              : plural(minutes, {
                  one: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in # Minute erneut.',
                  other:
                    'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in # Minuten erneut.',
                }),
          );
        } else {
          throw error;
        }
      }
    },
  });

  return (
    // The schema's messages show at the fields; the browser's own checks stay off, as in the kit.
    <form noValidate className="flex flex-col gap-5" onSubmit={(event) => void form.submit(event)}>
      {form.formError && (
        <div role="alert">
          <Alert variant="error">{form.formError}</Alert>
        </div>
      )}
      {unconfirmed && <UnconfirmedNotice email={unconfirmed} />}
      <NativeTextField
        {...form.field('email')}
        label={t`E-Mail-Adresse`}
        type="email"
        autoComplete="username"
        isRequired
        autoFocus
      />
      <NativePasswordField
        {...form.field('password')}
        label={t`Passwort`}
        autoComplete="current-password"
        isRequired
      />
      <div className="-mt-2 flex justify-end">
        <Link
          to="/request-recovery"
          className="rounded text-sm font-medium text-brand-700 outline-offset-2 outline-brand-600 hover:underline focus-visible:outline-2 dark:text-brand-300"
        >
          <Trans>Passwort vergessen?</Trans>
        </Link>
      </div>
      <NativeButton type="submit" look="submit" isPending={form.isSubmitting}>
        <Trans>Anmelden</Trans>
      </NativeButton>
    </form>
  );
}
