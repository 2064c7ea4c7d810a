/**
 * The crew's "Heute" is a shift, not a calendar day (decision 039): a night crew at 23:50 must
 * see its 00:10 job. A shift runs from the handover at 06:00 in Germany to the next one; before
 * 06:00 the night still belongs to the shift that began the day before. It lists the jobs of its
 * first day that are not done yet and every job up to the next handover, in pickup order.
 * Handover times are wall-clock times in Germany, so a shift across a DST change is 23 or 25
 * hours long and still ends at 06:00.
 */
import { addDays, todayInGermany } from '@/contract/dates';
import type { TransportStatus } from '@/contract/transport-lifecycle';
import { germanTimeToIso } from '@/lib/dates';

/** When the night crews hand over to the day crews, in Germany. */
export const SHIFT_HANDOVER = '06:00';

/**
 * How long before the handover the next shift's jobs show too: an early crew signs in from about
 * 05:00 and must see the job it drives at 06:09, not only the night's.
 */
export const NEXT_SHIFT_PREVIEW_MS = 2 * 60 * 60_000;

/** Steps after which nothing is left to do on a job. */
export const FINISHED: readonly TransportStatus[] = ['completed', 'cancelled', 'expired'];

export type Shift = {
  /** The calendar day the shift began on, and the day after: the days its list asks for. */
  day: string;
  nextDay: string;
  /** The calendar day it is now: jobs of another day show their date. */
  today: string;
  /** The next handover (ISO instant): jobs from then on belong to the next shift. */
  until: string;
};

const handoverOn = (day: string) => Date.parse(germanTimeToIso(day, SHIFT_HANDOVER)!);

/** The shift running at `now`. */
export function shiftAt(now: Date): Shift {
  const today = todayInGermany(now);
  const day = now.getTime() < handoverOn(today) ? addDays(today, -1) : today;
  const nextDay = addDays(day, 1);
  return { day, nextDay, today, until: new Date(handoverOn(nextDay)).toISOString() };
}

/**
 * The shift's jobs out of its two days' list (kept in its order): a job picked up before now only
 * while it is not done, none from the next handover on. Status is the server's: a step queued
 * offline keeps its job in the list, marked pending, until the server has it.
 */
export function jobsOfShift<TJob extends { pickupAt: string | null; status: TransportStatus }>(
  jobs: readonly TJob[],
  shift: Shift,
  now: Date,
  /** Kept although done, e.g. a cancellation the crew has not acknowledged yet. */
  keep: (job: TJob) => boolean = () => false,
): TJob[] {
  const until = Date.parse(shift.until);
  return jobs.filter((job) => {
    if (!job.pickupAt) return false;
    const at = Date.parse(job.pickupAt);
    return at < until && (at >= now.getTime() || !FINISHED.includes(job.status) || keep(job));
  });
}

/**
 * The next shift's jobs while its handover is near (NEXT_SHIFT_PREVIEW_MS), out of the same list:
 * the jobs of the shift's second day from the handover on. None earlier in the shift.
 */
export function jobsOfNextShift<TJob extends { pickupAt: string | null }>(
  jobs: readonly TJob[],
  shift: Shift,
  now: Date,
): TJob[] {
  const until = Date.parse(shift.until);
  if (until - now.getTime() > NEXT_SHIFT_PREVIEW_MS) return [];
  return jobs.filter((job) => job.pickupAt !== null && Date.parse(job.pickupAt) >= until);
}
