/**
 * Every instance's events reach every instance's sockets: a trigger becomes a NOTIFY on the
 * database (db/listen.ts), and each instance's socket server delivers what it hears. No extra
 * service; on PGlite the one process hears itself. Signals missed while an instance's LISTEN
 * connection was down are not replayed — clients fetch what changed when they reconnect.
 */
import * as v from 'valibot';
import type { Database, Db } from '../db/client';
import { notify } from '../db/listen';
import type { Logger } from '../logger';
import type { Delivery } from './socket-server';

export const REALTIME_SIGNAL = 'realtime_events';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes; the envelope needs some room. */
export const MAX_SIGNAL_BYTES = 7_900;

const DeliverySchema = v.object({
  channels: v.array(v.string()),
  event: v.string(),
  data: v.string(),
  socketId: v.optional(v.string()),
});

export class DeliveryTooLarge extends Error {}

export async function sendDelivery(db: Db, delivery: Delivery): Promise<void> {
  const payload = JSON.stringify(delivery);
  if (Buffer.byteLength(payload) > MAX_SIGNAL_BYTES) {
    throw new DeliveryTooLarge(`realtime event ${delivery.event} is too large`);
  }
  await notify(db, REALTIME_SIGNAL, payload);
}

/** Passes every delivery signalled by any instance to `deliver`; resolves to the unsubscribe. */
export function receiveDeliveries(
  database: Database,
  deliver: (delivery: Delivery) => void,
  log: Logger,
): Promise<() => Promise<void>> {
  return database.listen(REALTIME_SIGNAL, (payload) => {
    try {
      const result = v.safeParse(DeliverySchema, JSON.parse(payload));
      if (result.success) deliver(result.output);
      else log.warn('[realtime] ignored a malformed delivery signal');
    } catch {
      log.warn('[realtime] ignored a delivery signal that is not JSON');
    }
  });
}
