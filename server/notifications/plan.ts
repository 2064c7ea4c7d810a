/**
 * One transport event planned out: the facts, and per recipient user the notification type and
 * its texts in their language. The store, push and mail handlers each plan the same event the
 * same way, so none depends on another having run.
 */
import type { Db } from '../db/client';
import { notificationTexts, type NotificationTexts } from './notification-texts';
import { recipientsFor, type Recipient } from './recipients';
import type { ReadTransportFacts, TransportFacts } from './transport-facts';
import { factsAtEvent, plannedNotifications, type TransportEvent } from './transport-notifications';
import type { TransportNotificationType } from '../../src/contract/notification';

export type PlannedDelivery = {
  recipient: Recipient;
  type: TransportNotificationType;
  texts: NotificationTexts;
};

export async function planEvent(
  db: Db,
  event: TransportEvent,
  readFacts: ReadTransportFacts,
): Promise<{ facts: TransportFacts; deliveries: PlannedDelivery[] } | null> {
  const stored = await readFacts(db, event.payload.transportId);
  if (!stored) return null;
  const facts = factsAtEvent(event, stored);
  const deliveries: PlannedDelivery[] = [];
  const seen = new Set<string>();
  for (const planned of plannedNotifications(event, facts)) {
    const recipients = await recipientsFor(db, planned.audience);
    for (const recipient of recipients) {
      // One notification per event and user, whichever audience reached them first.
      if (seen.has(recipient.userId)) continue;
      seen.add(recipient.userId);
      deliveries.push({
        recipient,
        type: planned.type,
        texts: notificationTexts(planned.type, facts, recipient.language),
      });
    }
  }
  return { facts, deliveries };
}
