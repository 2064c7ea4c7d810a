/**
 * Lingui set-up: German is the source language and the default, English the other one (seed §1).
 * Catalogues are compiled from the .po files by the Lingui Vite plugin and loaded lazily: the
 * signed-out screens load only their part (a fifth, `?part=public`), the signed-in layout the
 * whole catalogue (decision 067).
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@/contract/messages';
import { pickLanguage } from '@/contract/messages';

export const LANGUAGE_STORAGE_KEY = 'language';

type Catalogue = () => Promise<{ messages: Messages }>;

const catalogues: Record<'public' | 'whole', Record<Language, Catalogue>> = {
  public: {
    de: () => import('../locales/de/messages.po?part=public'),
    en: () => import('../locales/en/messages.po?part=public'),
  },
  whole: {
    de: () => import('../locales/de/messages.po'),
    en: () => import('../locales/en/messages.po'),
  },
};

/** Becomes true for good once a signed-in screen asks: later language changes load all too. */
let whole = false;
/** The language and part whose messages are loaded. */
let loaded = '';

/** The device's language: stored choice, else the browser's preference, else German. */
export function deviceLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored === 'de' || stored === 'en') return stored;
  return pickLanguage(navigator.languages?.join(',') ?? navigator.language);
}

export async function activateLanguage(language: Language): Promise<void> {
  const wanted = `${language}:${whole ? 'whole' : 'public'}`;
  if (loaded !== wanted) {
    const { messages } = await catalogues[whole ? 'whole' : 'public'][language]();
    loaded = wanted;
    i18n.loadAndActivate({ locale: language, messages });
  }
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * The signed-in screens' texts: before the first signed-in screen renders (at start with a
 * session, or after signing in), in the active language.
 */
export async function loadWholeCatalogue(): Promise<void> {
  whole = true;
  if (i18n.locale && !loaded.endsWith(':whole')) await activateLanguage(i18n.locale as Language);
}

export { i18n };
