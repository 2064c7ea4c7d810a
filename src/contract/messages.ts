/**
 * Validation messages shared by the forms, the server and the service worker.
 *
 * They live here rather than in the Lingui catalogues because the server and the worker run the
 * same valibot schemas without the Lingui macro compile step (docs/decisions/004). Every key has
 * a German and an English text; the type makes a missing translation a compile error.
 */
import type { BaseIssue } from 'valibot';

export type Language = 'de' | 'en';
export const LANGUAGES: readonly Language[] = ['de', 'en'];

type Text = string | ((issue: BaseIssue<unknown>) => string);

const notGiven = (issue: BaseIssue<unknown>) => issue.input === '' || issue.input == null;

/**
 * How a date is typed, in the words the date field's placeholder uses (react-aria's segments
 * for de-DE and en-GB): the error names the format exactly as the field shows it.
 */
export const DATE_FORMAT: Record<Language, string> = { de: 'tt.mm.jjjj', en: 'dd/mm/yyyy' };

const texts = {
  required: { de: 'Bitte ausfüllen.', en: 'Please fill in this field.' },
  invalidType: { de: 'Ungültiger Wert.', en: 'Invalid value.' },
  email: {
    de: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    en: 'Please enter a valid e-mail address.',
  },
  tooLong: {
    de: (i) => `Höchstens ${String(i.requirement)} Zeichen.`,
    en: (i) => `At most ${String(i.requirement)} characters.`,
  },
  tooShort: {
    de: (i) => `Mindestens ${String(i.requirement)} Zeichen.`,
    en: (i) => `At least ${String(i.requirement)} characters.`,
  },
  passwordTooShort: {
    de: (i) => `Das Passwort braucht mindestens ${String(i.requirement)} Zeichen.`,
    en: (i) => `The password needs at least ${String(i.requirement)} characters.`,
  },
  passwordTooWeak: {
    de: 'Dieses Passwort ist zu leicht zu erraten. Ein längerer Satz aus mehreren Wörtern ist sicherer.',
    en: 'This password is too easy to guess. A longer sentence of several words is safer.',
  },
  passwordsDiffer: {
    de: 'Die Passwörter stimmen nicht überein.',
    en: 'The passwords do not match.',
  },
  phone: {
    de: 'Bitte eine gültige Telefonnummer eingeben (Ziffern, +, Leerzeichen, /, -).',
    en: 'Please enter a valid phone number (digits, +, spaces, /, -).',
  },
  zipCodeDe: {
    de: 'Deutsche Postleitzahlen haben 5 Ziffern.',
    en: 'German postcodes have 5 digits.',
  },
  zipCode: {
    de: 'Bitte eine gültige Postleitzahl eingeben.',
    en: 'Please enter a valid postcode.',
  },
  country: { de: 'Bitte ein Land auswählen.', en: 'Please choose a country.' },
  accountType: { de: 'Bitte eine Kontoart auswählen.', en: 'Please choose an account type.' },
  fleetSize: {
    de: 'Bitte die Anzahl der Fahrzeuge angeben (1 bis 10000).',
    en: 'Please enter the number of vehicles (1 to 10000).',
  },
  language: { de: 'Bitte Deutsch oder Englisch wählen.', en: 'Please choose German or English.' },
  uuid: { de: 'Ungültige Kennung.', en: 'Invalid identifier.' },
  /** An order's patient: none chosen is said as the nurse would fix it, not as an identifier. */
  patient: {
    de: (issue) => (notGiven(issue) ? 'Bitte einen Patienten wählen.' : 'Ungültige Kennung.'),
    en: (issue) => (notGiven(issue) ? 'Please choose a patient.' : 'Invalid identifier.'),
  },
  code: { de: 'Ungültiger Code.', en: 'Invalid code.' },
  gender: { de: 'Bitte ein Geschlecht auswählen.', en: 'Please choose a gender.' },
  date: {
    de: `Bitte ein gültiges Datum eingeben (${DATE_FORMAT.de}).`,
    en: `Please enter a valid date (${DATE_FORMAT.en}).`,
  },
  birthdayInFuture: {
    de: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    en: 'The date of birth cannot be in the future.',
  },
  birthdayTooOld: {
    de: 'Das Geburtsdatum liegt zu weit zurück.',
    en: 'The date of birth is too far in the past.',
  },
  kvnr: {
    de: 'Die Versichertennummer besteht aus einem Großbuchstaben und 9 Ziffern.',
    en: 'The insurance number is one capital letter followed by 9 digits.',
  },
  kvnrCheckDigit: {
    de: 'Die Prüfziffer der Versichertennummer stimmt nicht.',
    en: 'The check digit of the insurance number is wrong.',
  },
  ik: {
    de: 'Das Institutionskennzeichen (IK) hat 9 Ziffern.',
    en: 'The institution code (IK) has 9 digits.',
  },
  version: { de: 'Versionsangabe fehlt oder ist ungültig.', en: 'Version missing or invalid.' },
  page: { de: 'Ungültige Seitenangabe.', en: 'Invalid page.' },
  perPage: {
    de: 'Zwischen 1 und 100 Einträge pro Seite.',
    en: 'Between 1 and 100 entries per page.',
  },
  sort: { de: 'Nach diesem Feld kann nicht sortiert werden.', en: 'Cannot sort by this field.' },
  unknownField: { de: 'Unbekanntes Feld.', en: 'Unknown field.' },
  invalidUnicode: {
    de: 'Enthält ungültige Zeichen (kein gültiger Unicode-Text).',
    en: 'Contains invalid characters (not valid Unicode text).',
  },
  singleLineCharacters: {
    de: 'Bitte in einer Zeile, ohne Tabulatoren, Steuer- oder Textrichtungszeichen.',
    en: 'Please use one line, without tabs, control or text-direction characters.',
  },
  multiLineCharacters: {
    de: 'Enthält unzulässige Steuer- oder Textrichtungszeichen.',
    en: 'Contains forbidden control or text-direction characters.',
  },
  sessionChoice: {
    de: 'Bitte ein Gerät oder „alle“ angeben.',
    en: 'Please name one device or “all”.',
  },
  choice: {
    de: 'Bitte eine der angebotenen Möglichkeiten wählen.',
    en: 'Please choose one of the options offered.',
  },
  instant: {
    de: 'Bitte ein gültiges Datum mit Uhrzeit angeben.',
    en: 'Please enter a valid date and time.',
  },
  pickupInPast: {
    de: 'Die Abholzeit liegt in der Vergangenheit.',
    en: 'The pickup time is in the past.',
  },
  returnInPast: {
    de: 'Die Rückfahrt liegt in der Vergangenheit.',
    en: 'The return trip is in the past.',
  },
  tooFarAhead: {
    de: 'Höchstens ein Jahr im Voraus.',
    en: 'At most one year ahead.',
  },
  appointmentBeforePickup: {
    de: 'Der Termin muss nach der Abholzeit liegen.',
    en: 'The appointment must be after the pickup time.',
  },
  returnBeforeOutbound: {
    de: 'Die Rückfahrt muss nach der Hinfahrt liegen.',
    en: 'The return trip must be after the outbound trip.',
  },
  returnTimeOrOnCall: {
    de: 'Bitte eine Zeit für die Rückfahrt angeben oder „auf Abruf“ wählen.',
    en: 'Please give a time for the return trip or choose “on call”.',
  },
  litersPerMinute: {
    de: 'Sauerstoff: 0,5 bis 25 Liter pro Minute.',
    en: 'Oxygen: 0.5 to 25 litres per minute.',
  },
  duplicateEquipment: {
    de: 'Jedes Gerät nur einmal angeben.',
    en: 'List each device only once.',
  },
  weightKg: { de: 'Gewicht zwischen 1 und 400 kg.', en: 'Weight between 1 and 400 kg.' },
  companions: { de: '0 bis 3 Begleitpersonen.', en: '0 to 3 companions.' },
  infectionNote: {
    de: 'Bitte die Infektion beschreiben.',
    en: 'Please describe the infection.',
  },
  // Said of a missing, a decimal (12,5) and an out-of-range value alike: whole numbers only.
  km: {
    de: 'Bitte ganze Kilometer von 0 bis 2000 angeben.',
    en: 'Please enter whole kilometres from 0 to 2000.',
  },
  waitingMinutes: {
    de: 'Bitte ganze Minuten von 0 bis 1440 angeben.',
    en: 'Please enter whole minutes from 0 to 1440.',
  },
  stepInFuture: {
    de: 'Die Zeit des Schritts darf nicht in der Zukunft liegen.',
    en: 'The time of the step cannot be in the future.',
  },
  preparePatientMinutes: {
    de: 'Bitte ganze Minuten von 5 bis 120 angeben.',
    en: 'Please enter whole minutes from 5 to 120.',
  },
  delayArrival: {
    de: 'Die neue Ankunft muss in den nächsten 12 Stunden liegen.',
    en: 'The new arrival must be within the next 12 hours.',
  },
  stepBeforePrevious: {
    de: 'Die Zeit liegt vor dem vorigen Schritt.',
    en: 'The time is before the previous step.',
  },
  statusDateRange: {
    de: 'Das Ende des Zeitraums liegt vor seinem Anfang.',
    en: 'The end of the period is before its start.',
  },
  periodTooLong: {
    de: (i) => `Höchstens ${String(i.requirement)} Tage auf einmal.`,
    en: (i) => `At most ${String(i.requirement)} days at a time.`,
  },
  role: { de: 'Bitte eine Rolle wählen.', en: 'Please choose a role.' },
  signatureImage: {
    de: 'Die Unterschrift muss ein PNG-Bild von höchstens 1600 × 800 Pixeln und 100 kB sein.',
    en: 'The signature must be a PNG image of at most 1600 × 800 pixels and 100 kB.',
  },
  photoImage: {
    de: 'Das Foto muss ein JPEG-Bild mit höchstens 1600 Pixeln Kantenlänge und 600 kB sein.',
    en: 'The photo must be a JPEG image of at most 1600 pixels on its long side and 600 kB.',
  },
  signatureOrReason: {
    de: 'Bitte eine Unterschrift oder den Grund ohne Unterschrift angeben – nicht beides.',
    en: 'Please give a signature or the reason there is none – not both.',
  },
  idList: {
    de: (i) => `Höchstens ${String(i.requirement)} Einträge.`,
    en: (i) => `At most ${String(i.requirement)} entries.`,
  },
  priceListInsurerTaken: {
    de: 'Eine andere Preisliste ab demselben Tag gilt schon für eines dieser IKs.',
    en: 'Another price list from the same day already applies to one of these IKs.',
  },
  teamNameTaken: {
    de: 'Diesen Namen trägt schon ein Team Ihrer Organisation.',
    en: 'A team of your organisation already has this name.',
  },
  emailTaken: {
    de: 'Für diese E-Mail-Adresse gibt es schon ein Konto.',
    en: 'There is already an account with this e-mail address.',
  },
  unknownTeam: {
    de: 'Ein gewähltes Team gibt es in Ihrer Organisation nicht (mehr).',
    en: 'A chosen team does not exist in your organisation (any more).',
  },
  unknownUser: {
    de: 'Mindestens eine gewählte Person gibt es nicht (mehr).',
    en: 'At least one chosen person does not exist (any more).',
  },
  lastAdmin: {
    de: 'Die Organisation braucht mindestens eine aktive Administratorin oder einen aktiven Administrator. Ernennen Sie zuerst eine weitere Person zum Admin.',
    en: 'The organisation needs at least one active administrator. Make another person an admin first.',
  },
  alreadyActive: {
    de: 'Diese Person hat ihr Konto bereits eingerichtet; eine Einladung ist nicht mehr nötig.',
    en: 'This person has already set up their account; no invitation is needed any more.',
  },
  serviceArea: {
    de: 'Postleitzahl-Bereiche: 1 bis 5 Ziffern je Eintrag, durch Komma getrennt.',
    en: 'Postcode areas: 1 to 5 digits each, separated by commas.',
  },
  unknownPatient: {
    de: 'Diesen Patienten gibt es nicht (mehr).',
    en: 'This patient does not exist (any more).',
  },
  timeOfDay: { de: 'Bitte eine Uhrzeit (hh:mm) angeben.', en: 'Please enter a time (hh:mm).' },
  weekdays: {
    de: 'Bitte mindestens einen Wochentag wählen.',
    en: 'Please choose at least one weekday.',
  },
  intervalWeeks: { de: 'Alle 1 bis 8 Wochen.', en: 'Every 1 to 8 weeks.' },
  seriesCount: { de: '1 bis 300 Termine.', en: '1 to 300 dates.' },
  seriesEnd: {
    de: 'Bitte ein Enddatum oder eine Anzahl von Terminen angeben (nicht beides).',
    en: 'Please give an end date or a number of dates (not both).',
  },
  seriesUntilBeforeStart: {
    de: 'Das Enddatum liegt vor dem ersten Termin.',
    en: 'The end date is before the first date.',
  },
  seriesTooLong: {
    de: 'Eine Serie reicht höchstens ein Jahr weit und hat höchstens 300 Termine.',
    en: 'A series reaches at most one year ahead and has at most 300 dates.',
  },
  seriesNoDates: {
    de: 'Nach dieser Regel gibt es keinen Termin.',
    en: 'This rule gives no date.',
  },
  seriesChangeBeforeRule: {
    de: 'Eine Änderung beginnt frühestens mit dem ersten Termin der geltenden Regel.',
    en: 'A change starts no earlier than the first date of the current rule.',
  },
  seriesStartInPast: {
    de: 'Der erste Termin liegt in der Vergangenheit.',
    en: 'The first date is in the past.',
  },
  appointmentTimeBeforePickup: {
    de: 'Der Termin muss nach der Abholzeit liegen.',
    en: 'The appointment must be after the pickup time.',
  },
  seriesDateDropped: {
    de: 'Serie geändert: Dieser Termin entfällt.',
    en: 'Series changed: this date is dropped.',
  },
  returnMovedToCopy: {
    de: 'Hinfahrt erneut ausgeschrieben: Die Rückfahrt gehört jetzt zur neuen Fahrt.',
    en: 'Outbound trip put out again: the return trip now belongs to the new transport.',
  },
  prescriptionRequired: {
    de: 'Die Krankenkasse zahlt nur mit Verordnung (Muster 4): bitte angeben.',
    en: 'The health insurer pays only with a prescription (Muster 4): please fill it in.',
  },
  approvalMissing: {
    de: 'Diese Fahrt braucht die Genehmigung der Krankenkasse: bitte Aktenzeichen und Gültigkeit angeben.',
    en: 'This ride needs the health insurer’s approval: please give its reference and validity.',
  },
  approvalExpired: {
    de: 'Die Genehmigung muss bis zum Tag der Fahrt gelten.',
    en: 'The approval must be valid until the day of the ride.',
  },
  treatmentDayOrFrequency: {
    de: 'Bitte den Behandlungstag oder die Behandlungsfrequenz angeben.',
    en: 'Please give the treatment day or the treatment frequency.',
  },
  reasonNote: {
    de: 'Bitte den Grund beschreiben.',
    en: 'Please describe the reason.',
  },
  vehicleNote: {
    de: 'Bitte den medizinischen Grund (KTW) oder das Beförderungsmittel angeben.',
    en: 'Please give the medical reason (KTW) or the means of transport.',
  },
  workAccidentPayer: {
    de: 'Ein Arbeitsunfall wird mit der Berufsgenossenschaft abgerechnet.',
    en: 'A work accident is billed to the Berufsgenossenschaft (accident insurer).',
  },
  accidentInsurerName: {
    de: 'Bitte den Namen der Berufsgenossenschaft angeben.',
    en: 'Please give the name of the accident insurer.',
  },
  accidentInsurerIk: {
    de: 'Bitte das IK der Berufsgenossenschaft angeben (9 Ziffern).',
    en: 'Please give the accident insurer’s IK (9 digits).',
  },
  patientWithoutInsurer: {
    de: 'Für diesen Patienten ist keine Krankenkasse hinterlegt.',
    en: 'No health insurer is on file for this patient.',
  },
  careLevel: {
    de: 'Pflegegrad 1 bis 5.',
    en: 'Care level 1 to 5.',
  },
  seriesBeyondApproval: {
    de: 'Die Serie endet spätestens am letzten Tag der Genehmigung.',
    en: 'The series ends on the approval’s last day at the latest.',
  },
} satisfies Record<string, Record<Language, Text>>;

export type MessageKey = keyof typeof texts;

/** Picks the supported language for a language tag or Accept-Language value; German by default. */
export function pickLanguage(value: string | null | undefined): Language {
  if (!value) return 'de';
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return 'de';
}

/** A message composed where it is raised (with values in it), in both languages. */
export function localized(text: Record<Language, string>) {
  return (issue: BaseIssue<unknown>): string => text[pickLanguage(issue.lang)];
}

/** A valibot error message that renders in the language the parse was run with (`{ lang }`). */
export function m(key: MessageKey) {
  return (issue: BaseIssue<unknown>): string => {
    const text: Text = texts[key][pickLanguage(issue.lang)];
    return typeof text === 'function' ? text(issue) : text;
  };
}

/** A message without a valibot issue, for checks made outside a schema (e.g. the whole body). */
export function message(key: MessageKey, language: Language): string {
  return m(key)({ lang: language } as BaseIssue<unknown>);
}
