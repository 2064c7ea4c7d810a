/**
 * The words of a notification, in the recipient's language: a transport number, a time and the
 * places as routeLabel writes them for notifications (decision 087: a place's name, else its
 * postcode; for companies that have not taken it, postcode and city) — never a patient, a
 * diagnosis, a mobility, an infection or a street (PRODUCT.md §5). The same texts go to the
 * bell, the push message and the e-mail.
 */
import { formatGermanDateTime, formatGermanTime } from '../../src/contract/dates';
import type { DelayReason } from '../../src/contract/delay';
import type { Language } from '../../src/contract/messages';
import type { TransportNotificationType } from '../../src/contract/notification';
import { routeLabel } from '../../src/contract/route-label';
import type { TransportStatus } from '../../src/contract/transport-lifecycle';
import type { TransportFacts } from './transport-facts';

export type NotificationTexts = { title: string; message: string; link: string };

/** Day, month, year and hours:minutes in the wards' time zone, as the screens write it (decision 076). */
export function pickupTime(at: Date | null, language: Language): string {
  if (!at) return language === 'de' ? 'auf Abruf' : 'on call';
  return formatGermanDateTime(at, language);
}

const STATUS: Record<Language, Partial<Record<TransportStatus, string>>> = {
  de: {
    en_route: 'Fahrzeug ist unterwegs zur Abholung',
    at_pickup: 'Fahrzeug ist am Abholort',
    in_transit: 'Transport ist unterwegs zum Ziel',
    at_destination: 'Transport ist am Ziel angekommen',
    completed: 'Transport ist abgeschlossen',
  },
  en: {
    en_route: 'Vehicle is on its way to the pickup',
    at_pickup: 'Vehicle is at the pickup',
    in_transit: 'Transport is on its way to the destination',
    at_destination: 'Transport has arrived at the destination',
    completed: 'Transport is completed',
  },
};

/** Why the crew is late, as the ward reads it (decision 113): a code's words, never free text. */
const DELAY_REASON_WORDS: Record<Language, Record<DelayReason, string>> = {
  de: {
    traffic: 'Verkehr',
    previous_job: 'vorheriger Einsatz dauert länger',
    vehicle_problem: 'Fahrzeugproblem',
    patient_not_ready: 'Patient an vorheriger Station nicht bereit',
    other: 'Sonstiges',
  },
  en: {
    traffic: 'traffic',
    previous_job: 'previous job is taking longer',
    vehicle_problem: 'vehicle problem',
    patient_not_ready: 'patient at the previous stop not ready',
    other: 'other',
  },
};

/**
 * What an arrival's event carried: a reported delay's reason and new time, or the estimate the
 * "prepare" notice was given with. Its notification tells that one's, not a later one's.
 */
export type ArrivalNews = { reason?: DelayReason; arrivalAt: string };

export function notificationTexts(
  type: TransportNotificationType,
  facts: TransportFacts,
  language: Language,
  news?: ArrivalNews,
): NotificationTexts {
  const n = facts.number;
  // New work reaches companies that may not see the transport yet: what the marketplace shows.
  const route = routeLabel(
    facts.start,
    facts.destination,
    type === 'marketplace_new' ? 'area' : 'named',
  );
  const time = pickupTime(facts.pickupAt, language);
  // New work opens the marketplace at its card: the company may not see the transport itself yet.
  const link =
    type === 'marketplace_new'
      ? `/marketplace?transport=${facts.id}`
      : `/transport/view/${facts.id}`;
  const de = language === 'de';
  const reason = news?.reason ? DELAY_REASON_WORDS[language][news.reason] : '';
  const newArrival = news ? formatGermanTime(new Date(news.arrivalAt)) : '';
  const texts: Record<TransportNotificationType, [string, string]> = de
    ? {
        transport_accepted: [
          'Transport angenommen',
          `Transport ${n} (${route}, ${time}) wurde angenommen.`,
        ],
        transport_returned: [
          'Transport zurückgegeben',
          `Transport ${n} (${route}, ${time}) wurde zurückgegeben und ist wieder auf dem Marktplatz.`,
        ],
        transport_status_changed: [
          'Transportstatus geändert',
          `Transport ${n}: ${STATUS.de[facts.status] ?? facts.status}.`,
        ],
        transport_cancelled: [
          'Transport storniert',
          `Transport ${n} (${route}, ${time}) wurde storniert.`,
        ],
        transport_edited: [
          'Transport geändert',
          `Transport ${n} (${route}, ${time}) wurde geändert.`,
        ],
        transport_escalated:
          facts.escalationStep === 2
            ? [
                'Dringend: Transport noch nicht angenommen',
                `Transport ${n} (${route}) ist weiterhin offen – Abholung ${time}. Er steht jetzt als dringend oben auf jedem Marktplatz.`,
              ]
            : [
                'Transport noch nicht angenommen',
                `Transport ${n} (${route}) ist noch offen – Abholung ${time}. Er wird jetzt auch Unternehmen der Nachbargebiete angeboten.`,
              ],
        transport_expired: [
          'Transport abgelaufen',
          `Transport ${n} (${route}, ${time}) wurde bis zur Abholzeit nicht angenommen.`,
        ],
        transport_delayed: [
          'Verspätung gemeldet',
          `Transport ${n} (${route}, ${time}): Verspätung gemeldet – ${reason}. Neue Ankunft ca. ${newArrival}.`,
        ],
        transport_late: [
          'Transport verspätet',
          `Transport ${n} (${route}, ${time}): Das Fahrzeug kommt voraussichtlich mehr als 15 Minuten später. Eine Verspätung wurde nicht gemeldet.`,
        ],
        patient_prepare: [
          'Patient vorbereiten',
          `Transport ${n} (${route}, ${time}): Das Fahrzeug ist voraussichtlich um ca. ${newArrival} da. Bitte den Patienten vorbereiten.`,
        ],
        marketplace_new: [
          'Neuer Transport auf dem Marktplatz',
          `Transport ${n}: ${route}, Abholung ${time}.`,
        ],
      }
    : {
        transport_accepted: [
          'Transport accepted',
          `Transport ${n} (${route}, ${time}) was accepted.`,
        ],
        transport_returned: [
          'Transport returned',
          `Transport ${n} (${route}, ${time}) was returned and is on the marketplace again.`,
        ],
        transport_status_changed: [
          'Transport status changed',
          `Transport ${n}: ${STATUS.en[facts.status] ?? facts.status}.`,
        ],
        transport_cancelled: [
          'Transport cancelled',
          `Transport ${n} (${route}, ${time}) was cancelled.`,
        ],
        transport_edited: ['Transport changed', `Transport ${n} (${route}, ${time}) was changed.`],
        transport_escalated:
          facts.escalationStep === 2
            ? [
                'Urgent: transport not yet accepted',
                `Transport ${n} (${route}) is still open – pickup ${time}. It is now shown as urgent at the top of every marketplace.`,
              ]
            : [
                'Transport not yet accepted',
                `Transport ${n} (${route}) is still open – pickup ${time}. It is now also offered to companies in neighbouring areas.`,
              ],
        transport_expired: [
          'Transport expired',
          `Transport ${n} (${route}, ${time}) was not accepted before its pickup time.`,
        ],
        transport_delayed: [
          'Delay reported',
          `Transport ${n} (${route}, ${time}): delay reported – ${reason}. New arrival approx. ${newArrival}.`,
        ],
        transport_late: [
          'Transport late',
          `Transport ${n} (${route}, ${time}): the vehicle is expected more than 15 minutes late. No delay was reported.`,
        ],
        patient_prepare: [
          'Prepare the patient',
          `Transport ${n} (${route}, ${time}): the vehicle is expected at approx. ${newArrival}. Please prepare the patient.`,
        ],
        marketplace_new: [
          'New transport on the marketplace',
          `Transport ${n}: ${route}, pickup ${time}.`,
        ],
      };
  const [title, message] = texts[type];
  return { title, message, link };
}
