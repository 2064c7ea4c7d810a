/**
 * The rolling job of series transports (decision 041): every 15 minutes on every instance, each
 * active series gets its transports up to two weeks ahead. Each series is worked on under its
 * row lock (FOR UPDATE SKIP LOCKED) with a unique key per series and date behind it, so several
 * instances create every date exactly once.
 */
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { createAheadForAllSeries } from '../modules/series';
import { repeat } from './repeat';

const EVERY_MS = 15 * 60_000;

export function scheduleSeriesAhead(db: Db, log: Logger, now: () => Date): () => void {
  return repeat(
    log,
    'series',
    async () => {
      const created = await createAheadForAllSeries(db, now(), log);
      if (created > 0) log.info('[series] transports created ahead', { created });
    },
    { everyMs: EVERY_MS, firstAfterMs: 30_000 },
  );
}
