/**
 * Rules shared by the organisation's versioned master data (patients, favorite addresses): what
 * a client-generated id may do on create, and that a body cannot rename the record it updates.
 */
import type { Language } from '../../../src/contract/messages';
import type { CreateOutcome } from '../../db/scope';
import { conflict, invalid } from '../../errors';

const ID_IN_USE = {
  de: 'Diese Kennung ist bereits vergeben. Bitte ohne Kennung erneut senden.',
  en: 'This identifier is already in use. Please send again without an identifier.',
};

const ID_DIFFERS = {
  de: 'Die Kennung im Inhalt passt nicht zur Adresse der Anfrage.',
  en: 'The identifier in the body does not match the one in the URL.',
};

/**
 * The created record, or the error a repeated or foreign id deserves: the caller's own record
 * under that id is a 409 with the stored record (an offline create sent twice without its
 * Idempotency-Key); an id of another organisation is a plain validation error on `id`, which
 * tells nothing about whose it is.
 */
export function createdOrThrow<TRow, TAnswer>(
  outcome: CreateOutcome<TRow>,
  present: (row: TRow) => TAnswer,
  language: Language,
  onExisting?: (row: TRow) => void,
): TRow {
  if ('created' in outcome) return outcome.created;
  if ('existing' in outcome) {
    onExisting?.(outcome.existing);
    throw conflict(present(outcome.existing));
  }
  throw invalid({ id: [ID_IN_USE[language]] });
}

/** An update's body may repeat the record's id, but not name another one. */
export function checkBodyId(bodyId: string | undefined, pathId: string, language: Language) {
  if (bodyId !== undefined && bodyId.toLowerCase() !== pathId) {
    throw invalid({ id: [ID_DIFFERS[language]] });
  }
}
