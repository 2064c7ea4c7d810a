import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Clock, Siren, Users } from 'lucide-react';
import type { ReactNode } from 'react';

type Step = {
  icon: ReactNode;
  when: ReactNode;
  what: ReactNode;
  tone: string;
};

/**
 * The ladder as the ward will live it, with the hours as typed: who is told and what the
 * companies see at each step, down to the pickup time.
 */
export function LadderSteps({
  ladder,
}: {
  ladder: { widenHoursBefore: number; urgentHoursBefore: number };
}) {
  const { t } = useLingui();
  const widen = ladder.widenHoursBefore;
  const urgent = ladder.urgentHoursBefore;
  const steps: Step[] = [
    {
      icon: <Users aria-hidden className="size-4" />,
      tone: 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200',
      when: <Trans>Stufe 1 · {widen} Std. vor der Abholung</Trans>,
      what: (
        <Trans>
          Die bestellende Station wird benachrichtigt. Der Transport wird zusätzlich Unternehmen der
          Nachbargebiete angeboten (gleiche zweistellige Postleitregion).
        </Trans>
      ),
    },
    {
      icon: <Siren aria-hidden className="size-4" />,
      tone: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200',
      when: <Trans>Stufe 2 · {urgent} Std. vor der Abholung</Trans>,
      what: (
        <Trans>
          Die Administratoren Ihrer Organisation werden benachrichtigt. Der Transport steht als
          „Dringend“ ganz oben auf dem Marktplatz jedes Unternehmens, das ihn sieht.
        </Trans>
      ),
    },
    {
      icon: <Clock aria-hidden className="size-4" />,
      tone: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
      when: <Trans>Zur Abholzeit</Trans>,
      what: (
        <Trans>
          Der Transport läuft ab. Mit „Erneut ausschreiben“ stellen Sie ihn mit einer neuen Zeit
          wieder auf den Marktplatz.
        </Trans>
      ),
    },
  ];
  return (
    <ol aria-label={t`Ablauf`} className="flex flex-col gap-4">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3">
          <span
            className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${step.tone}`}
          >
            {step.icon}
          </span>
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-slate-100">{step.when}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{step.what}</p>
          </div>
        </li>
      ))}
      <li className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <BellRing aria-hidden className="size-3.5" />
        <Trans>
          Benachrichtigt wird über die Kanäle, die jede Person unter Benachrichtigungen gewählt hat.
        </Trans>
      </li>
    </ol>
  );
}
