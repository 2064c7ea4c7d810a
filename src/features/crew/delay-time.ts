/**
 * The new arrival the crew picks (decision 113): "in 15 Min." from the tap, or a clock time —
 * the next time the clock shows it, so 00:20 typed at 23:50 is tonight's, not this morning's.
 */
export function inMinutes(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** `HH:MM` as this phone's clock reads it; undefined for anything else. */
export function atClockTime(now: Date, time: string): string | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  const at = new Date(now);
  at.setHours(hours, minutes, 0, 0);
  if (at.getTime() < now.getTime()) at.setDate(at.getDate() + 1);
  return at.toISOString();
}
