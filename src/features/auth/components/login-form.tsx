import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginInput } from '@/contract/auth';
import { ERROR_CODES } from '@/contract/common';
import { revalidateLogic, useTextForm } from '@/components/form/text-form';
import { setFormError } from '@/components/form/server-errors';
import { isApiError } from '@/lib/api-error';
import { pathAfterLogin } from '@/lib/session-ended-elsewhere';
import { UnconfirmedNotice } from './unconfirmed-notice';

/**
 * Seed §2: e-mail and password, "forgot password", sign-up link. Signed in, back to `redirectTo`
 * (lib/session-ended-elsewhere decides whether this person may).
 */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const form = useTextForm({
    defaultValues: { email: '', password: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: LoginInput },
    onSubmit: async ({ value, formApi }) => {
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
            formApi,
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
    <form.AppForm>
      <form.Form asksBeforeLeaving={false}>
        <form.FormError />
        {unconfirmed && <UnconfirmedNotice email={unconfirmed} />}
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t`E-Mail-Adresse`}
              type="email"
              autoComplete="username"
              isRequired
              autoFocus
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField label={t`Passwort`} autoComplete="current-password" isRequired />
          )}
        </form.AppField>
        <div className="-mt-2 flex justify-end">
          <Link
            to="/request-recovery"
            className="rounded text-sm font-medium text-brand-700 outline-offset-2 outline-brand-600 hover:underline focus-visible:outline-2 dark:text-brand-300"
          >
            <Trans>Passwort vergessen?</Trans>
          </Link>
        </div>
        <form.SubmitButton size="lg" className="w-full">
          <Trans>Anmelden</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
