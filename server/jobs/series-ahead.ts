/**
 * The rolling job of series transports (decision 041): every 15 minutes on every instance, each
 * active series gets its transports up to two weeks ahead. Each series is worked on under its
 * row lock (FOR UPDATE SKIP LOCKED) with a unique key per series and date behind it, so several
 * instances create every date exactly once. The same run reminds wards of approvals running out
 * (decision 097), once per approval.
 */
import type { Db } from '../db/client';
import { openSystemRepository } from '../db/system-repository';
import type { Logger } from '../logger';
import { createAheadForAllSeries, remindExpiringApprovals } from '../modules/series';
import { repeat } from './repeat';

const EVERY_MS = 15 * 60_000;

export function scheduleSeriesAhead(db: Db, log: Logger, now: () => Date): () => void {
  return repeat(
    log,
    'series',
    async () => {
      const system = openSystemRepository(db, 'series-ahead');
      const created = await createAheadForAllSeries(system, now(), log);
      if (created > 0) log.info('[series] transports created ahead', { created });
      const reminded = await remindExpiringApprovals(system, now());
      if (reminded > 0) log.info('[series] approvals running out reminded of', { reminded });
    },
    { everyMs: EVERY_MS, firstAfterMs: 30_000 },
  );
}
