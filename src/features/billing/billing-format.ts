/** How billing shows its periods: "November 2026" / "November 2026", in the UI language. */
import { i18n } from '@/lib/i18n';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month (`YYYY-MM` or any day of it, `YYYY-MM-DD`) as its name and year. */
export function formatMonth(value: string, language: string = i18n.locale || 'de'): string {
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  const [year, month] = value.split('-').map(Number) as [number, number];
  return format.format(new Date(Date.UTC(year, month - 1, 1)));
}
