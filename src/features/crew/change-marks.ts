/**
 * What changed on a job since the crew last looked (issue 25): the phone keeps, per transport, the
 * facts a crew acts on as it last acknowledged them — the pickup time, the vehicle class, the
 * infection, the note, its crew and whether it was called off — and marks every difference on the
 * card until the crew taps "Gesehen". A job first seen on this phone has nothing to mark.
 * The snapshots live in the encrypted persisted cache (seen-jobs.ts), as the record itself does.
 */
import type { Transport } from '@/contract/transport-answer';
import type { InfectionType, TransportClass } from '@/contract/transport-class';

export type SeenJob = {
  pickupAt: string | null;
  transportClass: TransportClass;
  infection: { type: InfectionType; note: string | null };
  crewNote: string | null;
  crewId: string | null;
  cancelled: boolean;
};

export type ChangeMark =
  | { kind: 'cancelled' }
  | { kind: 'handedOver' }
  | { kind: 'pickup'; from: string | null; to: string | null }
  | { kind: 'infection'; to: InfectionType; note: string | null }
  | { kind: 'class'; to: TransportClass }
  | { kind: 'note'; to: string | null };

export type MarkedJob = Pick<
  Transport,
  'pickupAt' | 'transportClass' | 'infection' | 'crewNote' | 'crew' | 'status'
>;

export const seenOf = (job: MarkedJob): SeenJob => ({
  pickupAt: job.pickupAt,
  transportClass: job.transportClass,
  infection: { type: job.infection.type, note: job.infection.note },
  crewNote: job.crewNote,
  crewId: job.crew?.id ?? null,
  cancelled: job.status === 'cancelled',
});

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * The marks of `job` against what was seen, most prominent first: called off, given to another
 * crew, then the facts the crew drives by. Only a crew that had the job can lose it.
 */
export function changesSince(seen: SeenJob | undefined, job: MarkedJob): ChangeMark[] {
  if (!seen) return [];
  const marks: ChangeMark[] = [];
  if (job.status === 'cancelled' && !seen.cancelled) marks.push({ kind: 'cancelled' });
  if (seen.crewId !== null && seen.crewId !== (job.crew?.id ?? null)) {
    marks.push({ kind: 'handedOver' });
  }
  if (!sameInstant(seen.pickupAt, job.pickupAt)) {
    marks.push({ kind: 'pickup', from: seen.pickupAt, to: job.pickupAt });
  }
  if (seen.infection.type !== job.infection.type || seen.infection.note !== job.infection.note) {
    marks.push({ kind: 'infection', to: job.infection.type, note: job.infection.note });
  }
  if (seen.transportClass !== job.transportClass) {
    marks.push({ kind: 'class', to: job.transportClass });
  }
  if (seen.crewNote !== job.crewNote) marks.push({ kind: 'note', to: job.crewNote });
  return marks;
}

/**
 * The marks as the phone's crew reads them: a job handed over *to* this crew is not "given to
 * another crew" — it is theirs now, with its steps (a vehicle's new crew of the day takes its
 * jobs, decision 119). With no crew chosen every hand-over is marked.
 */
export function marksForCrew(
  marks: ChangeMark[],
  job: Pick<MarkedJob, 'crew'>,
  crewId: string | null,
): ChangeMark[] {
  if (!crewId || job.crew?.id !== crewId) return marks;
  return marks.filter((mark) => mark.kind !== 'handedOver');
}
