/**
 * The words of a notification, in the recipient's language: a transport number, a time and city
 * names only — never a patient, a diagnosis, a mobility or an infection (PRODUCT.md §5). The
 * same texts go to the bell, the push message and the e-mail.
 */
import { formatGermanDateTime } from '../../src/contract/dates';
import type { Language } from '../../src/contract/messages';
import type { TransportNotificationType } from '../../src/contract/notification';
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

export function notificationTexts(
  type: TransportNotificationType,
  facts: TransportFacts,
  language: Language,
): NotificationTexts {
  const n = facts.number;
  const route = `${facts.pickupCity} → ${facts.destinationCity}`;
  const time = pickupTime(facts.pickupAt, language);
  // New work opens the marketplace at its card: the company may not see the transport itself yet.
  const link =
    type === 'marketplace_new'
      ? `/marketplace?transport=${facts.id}`
      : `/transport/view/${facts.id}`;
  const de = language === 'de';
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
        marketplace_new: [
          'New transport on the marketplace',
          `Transport ${n}: ${route}, pickup ${time}.`,
        ],
      };
  const [title, message] = texts[type];
  return { title, message, link };
}
