import { useLingui } from '@lingui/react/macro';
import { ArrowRight, Clock, UserRound } from 'lucide-react';
import { routeEnds } from '@/contract/route-label';
import type { MarketplaceItem } from '@/contract/transport-answer';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatTime } from '@/lib/dates';
import {
  CLASS_LABELS,
  EQUIPMENT_LABELS,
  INFECTION_LABELS,
  MOBILITY_LABELS,
} from '@/features/transports';

/** The facts a company may know before accepting; never more than the marketplace item holds. */
export type KnownFacts = Omit<MarketplaceItem, 'id' | 'number'>;

/** When: the pickup, and the appointment at the destination when there is one. */
export function TransportTimes({
  facts,
}: {
  facts: { pickupAt: string | null; appointmentAt: string | null };
}) {
  const { t } = useLingui();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-900 dark:text-slate-100">
      <Clock aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
      <span className="font-semibold tabular-nums">
        {facts.pickupAt
          ? `${formatDate(facts.pickupAt)} ${formatTime(facts.pickupAt)}`
          : t`auf Abruf`}
      </span>
      {facts.appointmentAt && (
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t`Termin ${formatTime(facts.appointmentAt)}`}
        </span>
      )}
    </p>
  );
}

/**
 * From where to where, as `routeEnds` writes the two ends (decision 087): a company that has not
 * taken the ride reads postcode and city (`area`), its taken rides the name, else the street.
 */
export function TransportRoute({ ends: [from, to] }: { ends: [string, string] }) {
  const { t } = useLingui();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-800 dark:text-slate-200">
      <span>
        <span className="sr-only">{t`Von`} </span>
        {from}
      </span>
      <ArrowRight aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
      <span>
        <span className="sr-only">{t`Nach`} </span>
        {to}
      </span>
    </p>
  );
}

/** An open item's ends as the marketplace shows them: postcode and city (decision 087). */
export const areaEnds = (facts: Pick<KnownFacts, 'start' | 'destination'>) =>
  routeEnds({ address: facts.start }, { address: facts.destination }, 'area');

/** Class, mobility, equipment, infection and weight as badges; the patient as initials and age band. */
export function TransportNeeds({
  facts,
}: {
  facts: Pick<
    KnownFacts,
    'transportClass' | 'mobility' | 'equipment' | 'infection' | 'weightKg' | 'patient'
  >;
}) {
  const { t, i18n } = useLingui();
  const infected = facts.infection.type !== 'none';
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant="info">{i18n._(CLASS_LABELS[facts.transportClass])}</Badge>
      <Badge>{i18n._(MOBILITY_LABELS[facts.mobility])}</Badge>
      {facts.equipment.map((item) => (
        <Badge key={item.type}>
          {i18n._(EQUIPMENT_LABELS[item.type])}
          {item.litersPerMinute != null && ` ${item.litersPerMinute} l/min`}
        </Badge>
      ))}
      {infected && (
        <Badge variant="warning">{i18n._(INFECTION_LABELS[facts.infection.type])}</Badge>
      )}
      {facts.weightKg != null && <Badge>{t`${facts.weightKg} kg`}</Badge>}
      <span className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
        <UserRound aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
        {t`${facts.patient.initials}, ${facts.patient.ageBand} Jahre`}
      </span>
    </div>
  );
}
