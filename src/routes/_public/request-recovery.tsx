import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RequestRecoveryForm } from '@/features/auth/components/request-recovery-form';

export const Route = createFileRoute('/_public/request-recovery')({
  staticData: { meta: { name: 'request-recovery', title: msg`Passwort vergessen` } },
  component: RequestRecoveryPage,
});

function RequestRecoveryPage() {
  return (
    <AuthPage
      title={<Trans>Passwort vergessen</Trans>}
      description={
        <Trans>Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.</Trans>
      }
      footer={
        <Link
          to="/login"
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <Trans>Zurück zur Anmeldung</Trans>
        </Link>
      }
    >
      <RequestRecoveryForm />
    </AuthPage>
  );
}
