/**
 * Typed errors thrown by domain code, turned into the contract's error body by one handler
 * (http/error-handler.ts). Messages are chosen in the caller's language there.
 */
import { ERROR_CODES } from '../src/contract/common';
import type { Language } from '../src/contract/messages';

type Localized = Record<Language, string>;

const MESSAGES: Record<number, Localized> = {
  [ERROR_CODES.malformed]: { de: 'Die Anfrage ist fehlerhaft.', en: 'The request is malformed.' },
  [ERROR_CODES.unauthenticated]: { de: 'Bitte melden Sie sich an.', en: 'Please sign in.' },
  [ERROR_CODES.wrongCredentials]: {
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    en: 'Wrong e-mail address or password.',
  },
  [ERROR_CODES.refreshInvalid]: {
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your session has ended. Please sign in again.',
  },
  [ERROR_CODES.accessExpired]: {
    de: 'Das Zugangstoken ist abgelaufen.',
    en: 'The access token has expired.',
  },
  [ERROR_CODES.emailUnconfirmed]: {
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in der Bestätigungs-E-Mail.',
    en: 'Please confirm your e-mail address first, using the link in the confirmation e-mail.',
  },
  [ERROR_CODES.forbidden]: {
    de: 'Dafür fehlt Ihnen die Berechtigung.',
    en: 'You are not allowed to do this.',
  },
  [ERROR_CODES.notFound]: { de: 'Nicht gefunden.', en: 'Not found.' },
  [ERROR_CODES.versionConflict]: {
    de: 'Der Datensatz wurde inzwischen geändert.',
    en: 'The record has been changed in the meantime.',
  },
  [ERROR_CODES.transitionNotAllowed]: {
    de: 'Dieser Statuswechsel ist im aktuellen Status nicht möglich.',
    en: 'This status change is not possible from the current status.',
  },
  [ERROR_CODES.validation]: {
    de: 'Bitte prüfen Sie die markierten Felder.',
    en: 'Please check the marked fields.',
  },
  [ERROR_CODES.idempotencyMismatch]: {
    de: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  [ERROR_CODES.payloadTooLarge]: {
    de: 'Die Anfrage ist zu groß (höchstens 1 MiB).',
    en: 'The request is too large (at most 1 MiB).',
  },
  [ERROR_CODES.tooManyRequests]: {
    de: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
    en: 'Too many attempts. Please wait a moment.',
  },
  [ERROR_CODES.internal]: {
    de: 'Ein interner Fehler ist aufgetreten.',
    en: 'An internal error occurred.',
  },
  [ERROR_CODES.unavailable]: {
    de: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    en: 'The service is unavailable right now. Please try again shortly.',
  },
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
    readonly code: number,
    readonly details: {
      message?: Localized;
      errors?: FieldErrors;
      current?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(`${status}/${code}`);
  }

  messageIn(language: Language): string {
    return (this.details.message ?? MESSAGES[this.code] ?? MESSAGES[ERROR_CODES.internal]!)[
      language
    ];
  }
}

export const malformed = (message?: Localized) =>
  new AppError(400, ERROR_CODES.malformed, { message });
export const unauthenticated = () => new AppError(401, ERROR_CODES.unauthenticated);
export const wrongCredentials = () => new AppError(401, ERROR_CODES.wrongCredentials);
export const refreshInvalid = () => new AppError(401, ERROR_CODES.refreshInvalid);
export const accessExpired = () => new AppError(401, ERROR_CODES.accessExpired);
export const emailUnconfirmed = () => new AppError(403, ERROR_CODES.emailUnconfirmed);
export const forbidden = (message?: Localized) =>
  new AppError(403, ERROR_CODES.forbidden, { message });
export const notFound = () => new AppError(404, ERROR_CODES.notFound);
/** A mailed link whose code is unknown, used up or expired. */
export const linkInvalid = () =>
  new AppError(404, ERROR_CODES.notFound, {
    message: {
      de: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      en: 'The link is invalid or has expired. Please request a new one.',
    },
  });
export const conflict = (current: unknown) =>
  new AppError(409, ERROR_CODES.versionConflict, { current });
/** 409/1410; a crew step's refusal also says where the transport stands (`current`). */
export const transitionNotAllowed = (details: { current?: unknown; message?: Localized } = {}) =>
  new AppError(409, ERROR_CODES.transitionNotAllowed, details);
/** A second accept from the company that has it already: the colleague who was first is named. */
export const acceptedByColleague = (colleague: { id: string; name: string }) =>
  new AppError(409, ERROR_CODES.transitionNotAllowed, {
    message: {
      de: `${colleague.name} aus Ihrem Unternehmen hat diesen Transport bereits angenommen.`,
      en: `${colleague.name} of your company has already accepted this transport.`,
    },
    current: { acceptedBy: colleague },
  });
export const invalid = (errors: FieldErrors) =>
  new AppError(422, ERROR_CODES.validation, { errors });
/**
 * Looks up a record the request body names: its 404 is a field error of the body (422 naming
 * `field`), not a missing resource.
 */
export async function namedInBody<T>(
  find: () => Promise<T>,
  field: string,
  text: string,
): Promise<T> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw invalid({ [field]: [text] });
    throw error;
  }
}
export const idempotencyMismatch = () => new AppError(422, ERROR_CODES.idempotencyMismatch);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.tooManyRequests, { retryAfterSeconds });
export const payloadTooLarge = () => new AppError(413, ERROR_CODES.payloadTooLarge);
/** The database (or another required part) cannot answer now; the client retries later. */
export const unavailable = (retryAfterSeconds: number) =>
  new AppError(503, ERROR_CODES.unavailable, { retryAfterSeconds });
