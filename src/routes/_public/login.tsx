import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';

/** Where to go after login: only paths of this app (no "//host" or absolute URLs). */
const LoginSearch = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/(?!\/)/))), undefined),
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: LoginSearch,
  staticData: { meta: { name: 'login', title: msg`Anmelden` } },
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
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
      <LoginForm redirectTo={redirect} />
    </AuthPage>
  );
}
