import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '@/features/auth/components/new-password-page';

/** A recovery link, or an invitation's: the page tells which (issue 27.16). */
export const Route = createFileRoute('/_public/reset-password/$userId/$code')({
  staticData: { meta: { name: 'reset-password', title: msg`Passwort zurücksetzen` } },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { userId, code } = Route.useParams();
  return <NewPasswordPage userId={userId} code={code} />;
}
