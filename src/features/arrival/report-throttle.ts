import { REPORT_EVERY } from '@/contract/arrival';
import { straightLineKm } from '@/contract/travel-time';

export type Fix = { lat: number; lon: number; at: number };

/**
 * A new fix is worth sending once 30 s have passed or the vehicle moved 200 m since the last one
 * sent (issue 29): enough for "ca. 14:35", easy on the battery and the data plan.
 */
export function isWorthReporting(last: Fix | undefined, next: Fix): boolean {
  if (!last) return true;
  if (next.at - last.at >= REPORT_EVERY.seconds * 1000) return true;
  return straightLineKm(last, next) * 1000 >= REPORT_EVERY.metres;
}
