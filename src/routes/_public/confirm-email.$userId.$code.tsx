import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';

export const Route = createFileRoute('/_public/confirm-email/$userId/$code')({
  staticData: { meta: { name: 'confirm-email', title: msg`E-Mail Adresse bestätigen` } },
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { userId, code } = Route.useParams();
  return (
    <AuthPage title={<Trans>E-Mail Adresse bestätigen</Trans>}>
      <ConfirmEmail userId={userId} code={code} />
    </AuthPage>
  );
}
