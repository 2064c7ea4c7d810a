import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, Clock, Siren, AlertTriangle, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { EscalationLadderInput } from '@/contract/escalation';

/** The ladder as the form holds it: a cleared field is null. */
export type TypedLadder = { widenHoursBefore: number | null; urgentHoursBefore: number | null };

type Step = {
  key: string;
  icon: ReactNode;
  when: ReactNode;
  what: ReactNode;
  tone: string;
  /** The hours typed for it are not a ladder the server would take: drawn without a time. */
  invalid?: boolean;
};

const INVALID_TONE = 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200';

/**
 * The fields whose hours the contract refuses, for the reason next to them: out of range, not
 * whole, empty, or step 2 not closer to the pickup than step 1 (reported on step 2).
 */
export function invalidSteps(ladder: TypedLadder): Set<keyof TypedLadder> {
  const result = v.safeParse(EscalationLadderInput, ladder);
  if (result.success) return new Set();
  return new Set(Object.keys(v.flatten(result.issues).nested ?? {}) as (keyof TypedLadder)[]);
}

/**
 * The ladder as the ward will live it, with the hours as typed: who is told and what the
 * companies see at each step, down to the pickup time. Steps are drawn in the order they happen;
 * a step whose hours are not valid is drawn without a time, marked, so the preview never shows
 * a ladder that cannot be saved — nor one in the wrong order.
 */
export function LadderSteps({ ladder }: { ladder: TypedLadder }) {
  const { t } = useLingui();
  const invalid = invalidSteps(ladder);
  const widen = ladder.widenHoursBefore;
  const urgent = ladder.urgentHoursBefore;
  const steps: Step[] = [
    {
      key: 'widen',
      icon: <Users aria-hidden className="size-4" />,
      tone: 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200',
      invalid: invalid.has('widenHoursBefore'),
      when: invalid.has('widenHoursBefore') ? (
        <Trans>Stufe 1 · Stunden ungültig – bitte oben korrigieren</Trans>
      ) : (
        <Trans>Stufe 1 · {widen} Std. vor der Abholung</Trans>
      ),
      what: (
        <Trans>
          Die bestellende Station wird benachrichtigt. Der Transport wird zusätzlich Unternehmen der
          Nachbargebiete angeboten (gleiche zweistellige Postleitregion).
        </Trans>
      ),
    },
    {
      key: 'urgent',
      icon: <Siren aria-hidden className="size-4" />,
      tone: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-200',
      invalid: invalid.has('urgentHoursBefore'),
      when: invalid.has('urgentHoursBefore') ? (
        <Trans>Stufe 2 · Stunden ungültig – bitte oben korrigieren</Trans>
      ) : (
        <Trans>Stufe 2 · {urgent} Std. vor der Abholung</Trans>
      ),
      what: (
        <Trans>
          Die Administratoren Ihrer Organisation werden benachrichtigt. Der Transport steht als
          „Dringend“ ganz oben auf dem Marktplatz jedes Unternehmens, das ihn sieht.
        </Trans>
      ),
    },
    {
      key: 'pickup',
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
      {steps.map((step) => (
        <li key={step.key} className="flex gap-3" data-invalid={step.invalid || undefined}>
          <span
            className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${step.invalid ? INVALID_TONE : step.tone}`}
          >
            {step.invalid ? <AlertTriangle aria-hidden className="size-4" /> : step.icon}
          </span>
          <div className="min-w-0">
            <p
              className={
                step.invalid
                  ? 'font-medium text-red-700 dark:text-red-400'
                  : 'font-medium text-slate-900 dark:text-slate-100'
              }
            >
              {step.when}
            </p>
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
