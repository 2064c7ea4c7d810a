import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export const Route = createFileRoute('/_public/reset-password/$userId/$code')({
  staticData: { meta: { name: 'reset-password', title: msg`Passwort zurücksetzen` } },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { userId, code } = Route.useParams();
  return (
    <AuthPage
      title={<Trans>Passwort zurücksetzen</Trans>}
      description={
        <Trans>Legen Sie ein neues Passwort fest. Danach sind alle Geräte abgemeldet.</Trans>
      }
    >
      <ResetPasswordForm userId={userId} code={code} />
    </AuthPage>
  );
}
