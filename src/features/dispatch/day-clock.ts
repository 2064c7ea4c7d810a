/**
 * Where an instant falls on the board's day, in minutes after midnight in Germany (the board's
 * day is a calendar day there, whatever the device's zone). Before the day is 0, after it 1440.
 */
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const DAY_MINUTES = 1440;

export function minuteOfDay(at: number, day: string): number {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  if (date < day) return 0;
  if (date > day) return DAY_MINUTES;
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** "08:30" in Germany. */
export function clockTime(at: number): string {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute}`;
}

/** The hours the timeline shows: the working day, widened to every block of the day. */
export function visibleHours(spans: readonly { start: number; end: number }[], day: string) {
  let first = 6;
  let last = 20;
  for (const span of spans) {
    first = Math.min(first, Math.floor(minuteOfDay(span.start, day) / 60));
    last = Math.max(last, Math.ceil(minuteOfDay(span.end, day) / 60));
  }
  return { first, last: Math.min(24, Math.max(last, first + 1)) };
}
