import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';

/** Shown to medical departments who open the marketplace (seed §6). */
export function OnlyForTransportCompanies() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <Store aria-hidden className="size-10 text-slate-400" />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        <Trans>Nur für Transportunternehmen</Trans>
      </h1>
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>
          Auf dem Marktplatz nehmen Transportunternehmen offene Transporte an. Ihre Einrichtung
          bestellt Transporte und sieht deren Status unter „Geplante Transporte“.
        </Trans>
      </p>
      <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
        <Trans>Zu den geplanten Transporten</Trans>
      </Link>
    </div>
  );
}
