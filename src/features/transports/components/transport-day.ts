/** Which day a transport's pickup is on, said the way a ward says it ("Heute", "Morgen"). */
import { todayInGermany } from '@/contract/dates';

export type DayMark = 'today' | 'tomorrow' | null;

/** The calendar day after `isoDate` (YYYY-MM-DD), free of time zones and summer time. */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export function dayMark(pickupAt: string | null, now: Date = new Date()): DayMark {
  if (!pickupAt) return null;
  const day = todayInGermany(new Date(pickupAt));
  const today = todayInGermany(now);
  if (day === today) return 'today';
  if (day === nextDay(today)) return 'tomorrow';
  return null;
}
