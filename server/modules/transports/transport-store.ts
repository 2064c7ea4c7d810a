/**
 * What belongs to a transport beyond its row: its append-only history and its number. Both are
 * reached only for a transport the caller's scope has just found or written (the service never
 * asks for another's), so they need no visibility condition of their own.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { EscalationStep } from '../../../src/contract/escalation';
import type { TransportStatus } from '../../../src/contract/transport-lifecycle';
import type { Db } from '../../db/client';
import { areaCovers } from '../../db/scope';
import {
  organizations,
  transportEvents,
  transportNumbers,
  transports,
  users,
} from '../../db/schema';

export type NewTransportEvent = {
  transportId: string;
  action: string;
  fromStatus: TransportStatus | null;
  toStatus: TransportStatus | null;
  /** Null for the system (the expiry job). */
  userId: string | null;
  actorOrganizationId: string | null;
  at: Date;
  recordedAt: Date;
  reason?: string | null;
  km?: number | null;
  waitingMinutes?: number | null;
  escalationStep?: EscalationStep | null;
};

/** Appends one step to the history; nothing ever updates or deletes these rows. */
export async function appendTransportEvent(handle: Db, event: NewTransportEvent): Promise<void> {
  await handle.insert(transportEvents).values(event);
}

/** The history of a transport, oldest first, with the names of who acted. */
export function transportHistory(handle: Db, transportId: string) {
  return (
    handle
      .select({
        id: transportEvents.id,
        action: transportEvents.action,
        fromStatus: transportEvents.fromStatus,
        toStatus: transportEvents.toStatus,
        at: transportEvents.at,
        recordedAt: transportEvents.recordedAt,
        userId: transportEvents.userId,
        userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        organizationName: organizations.name,
        reason: transportEvents.reason,
        km: transportEvents.km,
        waitingMinutes: transportEvents.waitingMinutes,
        escalationStep: transportEvents.escalationStep,
      })
      .from(transportEvents)
      .leftJoin(users, eq(users.id, transportEvents.userId))
      .leftJoin(organizations, eq(organizations.id, transportEvents.actorOrganizationId))
      .where(eq(transportEvents.transportId, transportId))
      // Steps the ladder took in one run share their time: they are told in the ladder's order.
      .orderBy(
        asc(transportEvents.recordedAt),
        asc(transportEvents.at),
        sql`${transportEvents.escalationStep} asc nulls first`,
        asc(transportEvents.id),
      )
  );
}

/**
 * Who of the caller's own company accepted the transport last (its latest `accept`): named to a
 * colleague whose accept came second (issue 27). Reached only for a transport assigned to the
 * caller's organisation, so the name is a colleague's.
 */
export async function acceptedBy(
  handle: Db,
  transportId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await handle
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(transportEvents)
    .innerJoin(users, eq(users.id, transportEvents.userId))
    .where(and(eq(transportEvents.transportId, transportId), eq(transportEvents.action, 'accept')))
    .orderBy(desc(transportEvents.recordedAt), desc(transportEvents.id))
    .limit(1);
  return row ?? null;
}

/**
 * The next number of `year` (the last of `count` when a bulk load takes a block), gap-free: the counter row is incremented in the caller's
 * transaction, so a concurrent create waits for its row lock and a rolled-back create gives its
 * number back. One statement, the same on PGlite and PostgreSQL.
 */
export async function nextTransportSequence(handle: Db, year: number, count = 1): Promise<number> {
  const [row] = await handle
    .insert(transportNumbers)
    .values({ year, last: count })
    .onConflictDoUpdate({
      target: transportNumbers.year,
      set: { last: sql`${transportNumbers.last} + ${count}` },
    })
    .returning({ last: transportNumbers.last });
  return row!.last;
}

/**
 * Whether a transport the company no longer sees was on its marketplace: then a late accept is
 * "taken by someone else" (409), otherwise the id is as unknown as a missing one (404). Tells no
 * more than the marketplace showed the company before.
 */
export async function wasOnMarketplace(
  handle: Db,
  transportId: string,
  companyId: string,
): Promise<boolean> {
  const result = await handle.execute(sql`
    select 1 from ${transports}, ${organizations} o
    where ${transports.id} = ${transportId} and ${transports.publishedAt} is not null
      and o.id = ${companyId} and ${areaCovers(sql`o.service_area`, transports)}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
