import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthPage } from '@/features/auth/components/auth-page';
import { CheckYourMail } from '@/features/auth/components/check-your-mail';
import { RegisterForm } from '@/features/auth/components/register-form';

export const Route = createFileRoute('/_public/register')({
  staticData: { meta: { name: 'register', title: msg`Registrieren` } },
  component: RegisterPage,
});

function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail) {
    return (
      <AuthPage title={<Trans>Fast geschafft</Trans>}>
        <CheckYourMail email={registeredEmail} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={<Trans>Registrieren</Trans>}
      description={
        <Trans>Legen Sie Ihre Organisation an. Sie werden ihr erster Administrator.</Trans>
      }
      footer={
        <Trans>
          Bereits registriert?{' '}
          <Link
            to="/login"
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Anmelden
          </Link>
        </Trans>
      }
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
    </AuthPage>
  );
}
