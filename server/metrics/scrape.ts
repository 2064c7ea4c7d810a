/**
 * What a scrape reads at the moment it is made: the connections of the database and the
 * outbox's backlog, from the app that is asked. Then the whole registry in the text format.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dbConnections, outboxBacklog, outboxOldestAge, registry } from './registry';

type Backlog = {
  undispatched: number;
  pending: number;
  failed: number;
  oldest_age_seconds: number | null;
};

/** Both counts run on partial indexes (db/schema/events.ts); a failed delivery is rare. */
async function readBacklog(database: Database): Promise<Backlog> {
  const result = await database.db.execute(sql`
    select
      (select count(*) from domain_events where dispatched_at is null)::int as undispatched,
      (select count(*) from event_deliveries where status = 'pending')::int as pending,
      (select count(*) from event_deliveries where status = 'failed')::int as failed,
      extract(epoch from now() - least(
        (select min(created_at) from domain_events where dispatched_at is null),
        (select min(e.created_at) from event_deliveries d
           join domain_events e on e.id = d.event_id where d.status = 'pending')
      ))::float8 as oldest_age_seconds`);
  return (result as unknown as { rows: Backlog[] }).rows[0]!;
}

export async function scrape(database: Database): Promise<string> {
  const connections = database.connections();
  for (const [state, count] of Object.entries(connections)) dbConnections.set({ state }, count);
  const backlog = await readBacklog(database);
  outboxBacklog.set({ state: 'undispatched' }, backlog.undispatched);
  outboxBacklog.set({ state: 'pending' }, backlog.pending);
  outboxBacklog.set({ state: 'failed' }, backlog.failed);
  outboxOldestAge.set(Math.max(0, backlog.oldest_age_seconds ?? 0));
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
