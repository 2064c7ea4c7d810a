/**
 * The fleet's refusals in both languages. Server-only texts stay out of src/contract/messages.ts,
 * which every screen loads first (budgets: index.html preloads, /login).
 */
import type { Language } from '../../../src/contract/messages';

const TEXTS = {
  callSignTaken: {
    de: 'Ein anderes Fahrzeug hat schon diesen Funkrufnamen.',
    en: 'Another vehicle already has this call sign.',
  },
  unknownVehicle: {
    de: 'Dieses Fahrzeug gibt es in Ihrem Unternehmen nicht (mehr).',
    en: 'This vehicle does not exist in your company (any more).',
  },
  vehicleWithoutCrew: {
    de: 'Diesem Fahrzeug ist an diesem Tag keine Besatzung zugeteilt.',
    en: 'No crew is assigned to this vehicle on that day.',
  },
  hoursOnlyForParts: {
    de: 'Uhrzeiten haben nur Früh- und Spätdienst; der Tag gilt ganz.',
    en: 'Only early and late shifts have hours; the day counts whole.',
  },
  shiftEndsBeforeStart: {
    de: 'Das Schichtende muss nach dem Schichtbeginn liegen.',
    en: 'The shift must end after it starts.',
  },
  shiftsOverlap: {
    de: 'Früh- und Spätdienst dürfen sich nicht überschneiden.',
    en: 'The early and late shifts must not overlap.',
  },
} satisfies Record<string, Record<Language, string>>;

export const vehicleMessage = (key: keyof typeof TEXTS, language: Language) => TEXTS[key][language];
