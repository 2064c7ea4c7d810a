import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ChangesWaitingNotice } from '@/features/auth/components/changes-waiting-notice';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignedOutElsewhereNotice } from '@/features/auth/components/signed-out-elsewhere-notice';
import { appPath } from '@/lib/session-ended-elsewhere';

/**
 * `redirect`: where to go after login, only a path of this app (lib/session-ended-elsewhere);
 * `signedOut`: the server ended the session this device had (issue 10.14).
 */
const LoginSearch = v.object({
  redirect: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((path: string) => appPath(path)),
      ),
    ),
    undefined,
  ),
  signedOut: v.fallback(v.optional(v.literal(true)), undefined),
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: LoginSearch,
  staticData: { meta: { name: 'login', title: msg`Anmelden` } },
  component: LoginPage,
});

function LoginPage() {
  const { redirect, signedOut } = Route.useSearch();
  return (
    <AuthPage
      title={<Trans>Anmelden</Trans>}
      description={<Trans>Willkommen zurück. Melden Sie sich mit Ihrer E-Mail-Adresse an.</Trans>}
      footer={
        <Trans>
          Noch kein Konto?{' '}
          <Link
            to="/register"
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Jetzt registrieren
          </Link>
        </Trans>
      }
    >
      <div className="flex flex-col gap-6">
        <SignedOutElsewhereNotice signedOut={signedOut === true} />
        <ChangesWaitingNotice />
        <LoginForm redirectTo={redirect} />
      </div>
    </AuthPage>
  );
}
