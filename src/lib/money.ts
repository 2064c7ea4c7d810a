/**
 * Amounts of money as people read them: the API speaks integer cents (euro), the screens
 * "112,40 €" in German and "€112.40" in English. Cents never pass through floating-point sums
 * here: the division happens once, for display.
 */
import { i18n } from './i18n';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string): Intl.NumberFormat {
  const locale = language === 'en' ? 'en-GB' : 'de-DE';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** `11240` → "112,40 €" (German, the default) or "€112.40" (English). */
export function formatCents(cents: number, language: string = i18n.locale || 'de'): string {
  return formatterFor(language).format(cents / 100);
}

/** Euro as typed in a form (`1.5` for 1,50 €) in whole cents; null when empty or not a number. */
export function centsFromEuros(euros: number | null | undefined): number | null {
  if (euros == null || !Number.isFinite(euros)) return null;
  return Math.round(euros * 100);
}

/** Whole cents as euro for a form's number field (`150` → `1.5`). */
export function eurosFromCents(cents: number): number {
  return cents / 100;
}
