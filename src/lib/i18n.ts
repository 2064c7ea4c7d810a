/**
 * Lingui set-up: German is the source language and the default, English the other one (seed §1).
 * Catalogues are compiled from the .po files by the Lingui Vite plugin and loaded lazily in parts
 * (scripts/catalogue-parts-plugin.ts): the signed-out screens load only theirs (a fifth,
 * decision 067), the signed-in layout all but the lazily loaded areas' texts, and those areas'
 * routes the rest when first entered (decision 112). `i18n.load` merges each part in.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@/contract/messages';
import { pickLanguage } from '@/contract/messages';

export const LANGUAGE_STORAGE_KEY = 'language';

type Catalogue = () => Promise<{ messages: Messages }>;
type Part = 'public' | 'signed-in' | 'areas';

const catalogues: Record<Part, Record<Language, Catalogue>> = {
  public: {
    de: () => import('../locales/de/messages.po?part=public'),
    en: () => import('../locales/en/messages.po?part=public'),
  },
  'signed-in': {
    de: () => import('../locales/de/messages.po?part=signed-in'),
    en: () => import('../locales/en/messages.po?part=signed-in'),
  },
  areas: {
    de: () => import('../locales/de/messages.po?part=areas'),
    en: () => import('../locales/en/messages.po?part=areas'),
  },
};

/** The parts asked for so far; once asked, a part is loaded in every later language too. */
const wanted = new Set<Part>(['public']);
/** The parts loaded, as `language:part`. */
const loaded = new Set<string>();

/** The device's language: stored choice, else the browser's preference, else German. */
export function deviceLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored === 'de' || stored === 'en') return stored;
  return pickLanguage(navigator.languages?.join(',') ?? navigator.language);
}

export async function activateLanguage(language: Language): Promise<void> {
  // The signed-in part holds the public one: no need to load both.
  const parts = [...wanted].filter((part) => !(part === 'public' && wanted.has('signed-in')));
  const missing = parts.filter((part) => !loaded.has(`${language}:${part}`));
  const loadedParts = await Promise.all(missing.map((part) => catalogues[part][language]()));
  loadedParts.forEach(({ messages }, index) => {
    i18n.load(language, messages);
    loaded.add(`${language}:${missing[index]}`);
  });
  if (missing.length > 0 || i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

async function loadPart(part: Part): Promise<void> {
  wanted.add(part);
  if (i18n.locale && !loaded.has(`${i18n.locale}:${part}`)) {
    await activateLanguage(i18n.locale as Language);
  }
}

/**
 * The signed-in screens' texts: before the first signed-in screen renders (at start with a
 * session, or after signing in), in the active language.
 */
export const loadSignedInTexts = () => loadPart('signed-in');

/**
 * The lazily loaded areas' texts (dispatch, invoices, series, settings …): the `beforeLoad` of
 * their routes, so that they come with the area's chunk and not in the first load.
 */
export const loadAreaTexts = () => loadPart('areas');

export { i18n };
