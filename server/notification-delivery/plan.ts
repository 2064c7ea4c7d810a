/**
 * One event planned out: per recipient user the notification type and its texts in their
 * language (and the way to them in any other, for the bell: decision 055), and the subject a push
 * is tagged with (a transport, or a series told once for all its dates: decision 050). The store,
 * push and mail handlers each plan the same event the same way, so none depends on another
 * having run.
 */
import type { Db } from '../db/client';
import { notificationTexts, type ArrivalNews, type NotificationTexts } from './notification-texts';
import { recipientsFor, type Recipient } from './recipients';
import type { ReadSeriesFacts } from './series-facts';
import { seriesNotificationTexts } from './series-notification-texts';
import {
  isSeriesEvent,
  plannedSeriesNotifications,
  type SeriesEvent,
} from './series-notifications';
import type { ReadTransportFacts } from './transport-facts';
import {
  factsAtEvent,
  plannedNotifications,
  type PlannedNotification,
  type TransportEvent,
} from './transport-notifications';
import type { PlannedNotificationType } from '../../src/contract/notification';
import type { Language } from '../../src/contract/messages';

export type PlannedDelivery = {
  recipient: Recipient;
  type: PlannedNotificationType;
  /** In the recipient's language: for the push, the mail and the live notification. */
  texts: NotificationTexts;
  /** The same notification's texts in any language. */
  textsIn: (language: Language) => NotificationTexts;
};

export type EventPlan = { subject: string; deliveries: PlannedDelivery[] };
export type NotifiedEvent = TransportEvent | SeriesEvent;
export type FactReaders = { transports: ReadTransportFacts; series: ReadSeriesFacts };

export async function planEvent(
  db: Db,
  event: NotifiedEvent,
  read: FactReaders,
): Promise<EventPlan | null> {
  // Who made the change saw it on their screen: told of it, they would read their own action.
  const actor = 'byUserId' in event.payload ? event.payload.byUserId : undefined;
  if (isSeriesEvent(event)) {
    const facts = await read.series(db, event.payload.seriesId);
    if (!facts) return null;
    return {
      subject: `series:${facts.id}`,
      deliveries: await deliveriesOf(
        db,
        plannedSeriesNotifications(event, facts),
        (type, lang) => seriesNotificationTexts(event, type, facts, lang),
        actor,
      ),
    };
  }
  const stored = await read.transports(db, event.payload.transportId);
  if (!stored) return null;
  const facts = factsAtEvent(event, stored);
  return {
    subject: facts.id,
    deliveries: await deliveriesOf(
      db,
      plannedNotifications(event, facts),
      (type, lang) => notificationTexts(type, facts, lang, arrivalNewsOf(event)),
      actor,
    ),
  };
}

/** What an arrival's event carried: its notification tells that one's reason and time. */
function arrivalNewsOf(event: TransportEvent): ArrivalNews | undefined {
  if (event.type === 'transport.delay_reported') {
    return { reason: event.payload.reason, arrivalAt: event.payload.newArrivalAt };
  }
  if (event.type === 'transport.prepare_patient') return { arrivalAt: event.payload.estimatedAt };
  return undefined;
}

async function deliveriesOf<T extends PlannedNotificationType>(
  db: Db,
  planned: PlannedNotification<T>[],
  textsOf: (type: T, language: Language) => NotificationTexts,
  actor: string | undefined,
): Promise<PlannedDelivery[]> {
  const deliveries: PlannedDelivery[] = [];
  // One notification per event and user, whichever audience reached them first; none to the actor.
  const seen = new Set<string>(actor ? [actor] : []);
  for (const { type, audience } of planned) {
    for (const recipient of await recipientsFor(db, audience)) {
      if (seen.has(recipient.userId)) continue;
      seen.add(recipient.userId);
      const textsIn = (language: Language) => textsOf(type, language);
      deliveries.push({ recipient, type, texts: textsIn(recipient.language), textsIn });
    }
  }
  return deliveries;
}
