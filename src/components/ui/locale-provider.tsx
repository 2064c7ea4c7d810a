import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { I18nProvider } from 'react-aria-components';

/**
 * The locale react-aria formats with, from the UI language. English is British English so dates
 * read day/month/year with Monday-first weeks in both languages (seed §9).
 */
export function useUiLocale(): string {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en-GB' : 'de-DE';
}

/**
 * Gives the kit's react-aria parts the UI language (number formats, month names, built-in
 * screen-reader texts). Mount once inside Lingui's I18nProvider; date components also set it.
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useUiLocale()}>{children}</I18nProvider>;
}
