import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { UnconfirmedNotice } from './unconfirmed-notice';

/** After registering: the confirmation link is on its way. */
export function CheckYourMail({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
          <MailCheck aria-hidden className="size-6" />
        </span>
        <p className="text-slate-700 dark:text-slate-300">
          <Trans>
            Wir haben eine E-Mail an <strong className="font-semibold">{email}</strong> gesendet.
            Bitte öffnen Sie den Link darin, um Ihre E-Mail-Adresse zu bestätigen. Danach können Sie
            sich anmelden.
          </Trans>
        </p>
      </div>
      <details className="text-sm text-slate-600 dark:text-slate-400">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          <Trans>Keine E-Mail erhalten?</Trans>
        </summary>
        <div className="mt-3">
          <UnconfirmedNotice email={email} />
        </div>
      </details>
      <Link to="/login" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
        <Trans>Zur Anmeldung</Trans>
      </Link>
    </div>
  );
}
