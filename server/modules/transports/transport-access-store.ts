/**
 * The reads of one transport in the access log, as its organisation's admin sees them
 * (decision 039). Reached only for a transport the caller's scope has just found, and narrowed
 * to the caller's own organisation: an access row is the reader's record of what it saw, so
 * another organisation's reads (the company's of the ward's transport) stay that organisation's.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** More than a transport's reads of a working week; the oldest beyond it are not shown. */
export const TRANSPORT_ACCESS_LIMIT = 200;

export function transportAccess(handle: Db, transportId: string, organizationId: string) {
  return handle
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      userId: auditLog.userId,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.entity, 'transport'),
        eq(auditLog.entityId, transportId),
        eq(auditLog.organizationId, organizationId),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(TRANSPORT_ACCESS_LIMIT);
}
