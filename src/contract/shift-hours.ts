/**
 * Early and late shifts (decision 129): a vehicle's day may be split into a Frühdienst and a
 * Spätdienst, each with its crew and its hours; at any other time of that day — and on a day not
 * split — the crew of the day drives it (the day's shift, else the vehicle's usual crew). Pure and
 * shared: the server hands a job to the crew on shift at its pickup, the board and the crew's
 * phone show the same. Times are clock times in Germany, `HH:MM`; a shift ends before its end
 * (`24:00` is the day's end), so 14:00 belongs to a late shift that starts at 14:00.
 */

export const SHIFT_PARTS = ['early', 'late'] as const;
export type ShiftPart = (typeof SHIFT_PARTS)[number];

export type ShiftHours = { startsAt: string; endsAt: string };

/** The hours a part gets when the dispatcher names none (the common German KTW service). */
export const DEFAULT_SHIFT_HOURS: Record<ShiftPart, ShiftHours> = {
  early: { startsAt: '06:00', endsAt: '14:00' },
  late: { startsAt: '14:00', endsAt: '22:00' },
};

/** A shift's start: a clock time of the day. */
export const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A shift's end: a clock time of the day, or 24:00 for midnight at its end. */
export const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** One part of a split day: its crew (an id, or a named crew where it is shown) and hours. */
export type PartShift<Crew> = ShiftHours & { part: ShiftPart; crew: Crew };

/** Who drives a vehicle on a day: the crew of the day, and the parts that take it over. */
export type CrewPlan<Crew> = { crew: Crew | null; parts: readonly PartShift<Crew>[] };

/** Both sets of hours share a minute. */
export const hoursOverlap = (a: ShiftHours, b: ShiftHours) =>
  a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** The crew driving at `clock` (`HH:MM` in Germany): the part then, else the crew of the day. */
export function crewAt<Crew>(plan: CrewPlan<Crew>, clock: string): Crew | null {
  const part = plan.parts.find((shift) => shift.startsAt <= clock && clock < shift.endsAt);
  return part ? part.crew : plan.crew;
}

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's clock time in Germany, `HH:MM`. */
export const clockInGermany = (at: Date | number): string => CLOCK.format(at);

/** The parts in the day's order (early before late). */
export const partsInOrder = <Crew>(parts: readonly PartShift<Crew>[]) =>
  [...parts].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
