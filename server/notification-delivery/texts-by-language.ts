/**
 * A notification's words in every language (decision 055), stored beside the title and message
 * made in the recipient's language: the bell then answers in the language its reader uses today,
 * also after they changed it. Made by the same functions as those words, so they never carry
 * health data either.
 */
import { LANGUAGES, type Language } from '../../src/contract/messages';
import type { notifications } from '../db/schema';

export type Words = { title: string; message: string };
export type WordsByLanguage = NonNullable<(typeof notifications.$inferSelect)['texts']>;

export function inEveryLanguage(wordsIn: (language: Language) => Words): WordsByLanguage {
  const entries = LANGUAGES.map((language) => {
    const { title, message } = wordsIn(language);
    return [language, { title, message }] as const;
  });
  return Object.fromEntries(entries) as WordsByLanguage;
}

/** The words in the reader's language; a row made before migration 0013 has only its own. */
export function wordsFor(
  row: Words & { texts: WordsByLanguage | null },
  language: Language,
): Words {
  const words = row.texts?.[language];
  return words
    ? { title: words.title, message: words.message }
    : { title: row.title, message: row.message };
}
