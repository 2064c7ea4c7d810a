/**
 * Lingui set-up: German is the source language and the default, English the other one (seed §1).
 * Catalogues are compiled from the .po files by the Lingui Vite plugin and loaded lazily.
 */
import { i18n } from '@lingui/core';
import type { Language } from '@/contract/messages';
import { pickLanguage } from '@/contract/messages';

export const LANGUAGE_STORAGE_KEY = 'language';

const catalogues: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  de: () => import('../locales/de/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** The device's language: stored choice, else the browser's preference, else German. */
export function deviceLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored === 'de' || stored === 'en') return stored;
  return pickLanguage(navigator.languages?.join(',') ?? navigator.language);
}

export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale !== language) {
    const { messages } = await catalogues[language]();
    i18n.loadAndActivate({ locale: language, messages: messages as never });
  }
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export { i18n };
