/**
 * Points in time in the API (PRODUCT.md §7): ISO 8601 with an offset (`2026-11-23T07:15:00+01:00`
 * or `…Z`), answered as UTC. A time without an offset is refused: a phone or a server in another
 * zone would read it differently.
 */
import * as v from 'valibot';
import { m } from './messages';

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True for an ISO 8601 time with offset naming a real moment (no 30 February, no 24:61). */
export function isInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  // The product's years, as for calendar dates (dates.ts): PostgreSQL knows no year 0000.
  if (year! < 1800 || year! > 2999) return false;
  if (month! < 1 || month! > 12 || day! < 1 || hour! > 23 || minute! > 59) return false;
  if (second !== undefined && !Number.isNaN(second) && second > 59) return false;
  const lastDay = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return day! <= lastDay && !Number.isNaN(Date.parse(value));
}

/** A required time, normalised to `YYYY-MM-DDTHH:mm:ss.sssZ`. */
export const instant = v.pipe(
  v.string(m('instant')),
  v.trim(),
  v.check(isInstant, m('instant')),
  v.transform((value) => new Date(value).toISOString()),
);

/** An optional time: absent, null or empty means "not given". */
export const optionalInstant = v.pipe(
  v.nullish(v.string(m('instant'))),
  v.transform((value) => (value == null || value.trim() === '' ? undefined : value.trim())),
  v.check((value) => value === undefined || isInstant(value), m('instant')),
  v.transform((value) => (value === undefined ? undefined : new Date(value).toISOString())),
);
