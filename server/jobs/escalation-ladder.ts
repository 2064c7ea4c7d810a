/**
 * The escalation ladder of open transports nobody takes (issue 11; decision 042). Each ordering
 * organisation's ladder (or the defaults) says how many hours before the pickup a transport is
 * offered to the neighbouring postcode areas (step 1) and marked urgent (step 2); at the pickup it
 * expires. The steps are the transports module's (`transport-ladder.ts`, through the lifecycle
 * table); this job runs them for every organisation, through the system repository (decision 091).
 *
 * Exactly once per transport and step, also with several instances on PostgreSQL: a batch locks
 * its rows with FOR UPDATE SKIP LOCKED, and the step is taken only from a lower one — the
 * condition is checked again on the locked row, so a second instance finds it done.
 */
import type { Db } from '../db/client';
import { openSystemRepository } from '../db/system-repository';
import type { Logger } from '../logger';
import { escalateTransports, expireTransports } from '../modules/transports';
import { repeat } from './repeat';

/** The ladder, then the expiry at the pickup: what an open transport nobody takes goes through. */
export async function runTransportLadder(db: Db, now: Date) {
  const system = openSystemRepository(db, 'transport-ladder');
  const escalated = await escalateTransports(system, now);
  const expired = await expireTransports(system, now);
  return { escalated, expired };
}

/** Every `everyMs` on every instance (TRANSPORT_JOBS_EVERY_SECONDS; a minute by default). */
export function scheduleTransportLadder(
  db: Db,
  log: Logger,
  now: () => Date,
  everyMs: number,
): () => void {
  return repeat(log, 'ladder', () => runTransportLadder(db, now()), { everyMs });
}
