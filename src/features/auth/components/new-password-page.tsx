import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ResetLinkAnswer } from '@/contract/auth';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { holdPageTitle } from '@/lib/document-title';
import { checkResetLink } from '../api/recovery';
import { AuthPage } from './auth-page';
import { ResetPasswordForm } from './reset-password-form';

/**
 * The page of a mailed password link, in two modes: a recovery link resets the password (every
 * device is signed out), an invitation welcomes the new user to their organisation and signs
 * them in (issue 27.16). The link is checked as the page opens: a used or expired one says so
 * before a password is typed (issue 10), and tells nothing about whose it was.
 */
export function NewPasswordPage({ userId, code }: { userId: string; code: string }) {
  // undefined: being checked; null: used or expired.
  const [link, setLink] = useState<ResetLinkAnswer | null>();
  useEffect(() => {
    let current = true;
    void checkResetLink({ userId, code }).then((answer) => current && setLink(answer));
    return () => {
      current = false;
    };
  }, [userId, code]);

  // The tab says what the page says: a welcome, not the recovery route's "Passwort zurücksetzen";
  // while the link is checked, neither (an invitation's tab would read as a reset first).
  const { t } = useLingui();
  const organization = link?.invitation?.organization;
  const title =
    link === undefined
      ? t`Link wird geprüft…`
      : organization
        ? t`Willkommen bei ${organization}`
        : null;
  useEffect(() => (title ? holdPageTitle(title) : undefined), [title]);

  const invalid = () => setLink(null);
  if (link === undefined) {
    return (
      <AuthPage title={<Trans>Link wird geprüft…</Trans>}>
        <LinkChecking />
      </AuthPage>
    );
  }
  if (link?.invitation) {
    const { organization } = link.invitation;
    return (
      <AuthPage
        title={<Trans>Willkommen bei {organization}</Trans>}
        description={<Trans>Legen Sie Ihr Passwort fest.</Trans>}
      >
        <ResetPasswordForm {...{ userId, code }} invitation={link.invitation} onInvalid={invalid} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={<Trans>Passwort zurücksetzen</Trans>}
      description={
        link && (
          <Trans>Legen Sie ein neues Passwort fest. Danach sind alle Geräte abgemeldet.</Trans>
        )
      }
    >
      {link ? <ResetPasswordForm {...{ userId, code }} onInvalid={invalid} /> : <InvalidLink />}
    </AuthPage>
  );
}

function LinkChecking() {
  const { t } = useLingui();
  return (
    <div className="flex justify-center py-8">
      <Spinner size="lg" label={t`Link wird geprüft…`} />
    </div>
  );
}

function InvalidLink() {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-col gap-4">
      <Alert variant="error" title={t`Link ungültig oder abgelaufen`}>
        <Trans>Der Link wurde bereits verwendet oder ist älter als eine Stunde.</Trans>
      </Alert>
      <Link
        to="/request-recovery"
        className="font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <Trans>Neuen Link anfordern</Trans>
      </Link>
    </div>
  );
}
