/**
 * react-aria's date fields build their calendar with `createCalendar` from
 * `@internationalized/date`, which imports all twelve calendar systems (Islamic, Hebrew,
 * Japanese, …; ~6 KiB gzip on every screen with a date field). The app formats dates in `de-DE`
 * and `en-GB` only (`components/ui/locale-provider.tsx`), whose calendar is the Gregorian one, so
 * the build gets a `createCalendar` that knows only that (decision 116). Another calendar would be
 * a new language: it fails loudly instead of showing Gregorian dates under another calendar's name.
 */
import type { Plugin } from 'vite';

const CREATE_CALENDAR =
  /[\\/]@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/;

const GREGORIAN_ONLY = `
import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';
export function createCalendar(name) {
  if (name !== 'gregory') {
    throw new Error('No calendar "' + name + '" in this build: de-DE and en-GB use the Gregorian calendar (decision 116)');
  }
  return new GregorianCalendar();
}
`;

export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'krankentransport:gregorian-calendar-only',
    enforce: 'pre',
    load(id) {
      return CREATE_CALENDAR.test(id.split('?')[0]!) ? GREGORIAN_ONLY : undefined;
    },
  };
}
