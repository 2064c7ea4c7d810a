/**
 * The late-departure watch (decision 113): a taken transport whose crew has not set off a quarter
 * of an hour after its pickup, with no delay reported, is late — the arrival refresh cannot say so
 * without a position. Runs for every organisation through the system repository (decision 091).
 */
import type { Db } from '../db/client';
import { openSystemRepository } from '../db/system-repository';
import type { Logger } from '../logger';
import { tellLateDepartures } from '../modules/travel-times';
import { repeat } from './repeat';

export function runLateDepartures(db: Db, now: Date): Promise<number> {
  return tellLateDepartures(openSystemRepository(db, 'late-departures'), now);
}

/** Every `everyMs` on every instance (TRANSPORT_JOBS_EVERY_SECONDS; a minute by default). */
export function scheduleLateDepartures(
  db: Db,
  log: Logger,
  now: () => Date,
  everyMs: number,
): () => void {
  return repeat(log, 'late-departures', () => runLateDepartures(db, now()), { everyMs });
}
