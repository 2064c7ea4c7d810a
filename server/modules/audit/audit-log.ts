/**
 * The access log of health data (PRODUCT.md §3): who read or changed which patient, when, from
 * which session and address. Rows name records by id only and never copy their content, so the
 * log itself holds no health data. They are written with the handle of the request — inside the
 * transaction of a write — so an answer with health data is never sent without its row.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditAction = (typeof auditLog.$inferInsert)['action'];
export type AuditEntity = 'patient';

/** The caller as the log names it. */
export type AuditActor = {
  organizationId: string;
  userId: string;
  sessionId: string;
  ip: string | null;
};

export function auditActor(c: Context<AppEnv>): AuditActor {
  const { organizationId, userId, sessionId } = c.get('caller');
  return { organizationId, userId, sessionId, ip: c.get('ip') };
}

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  /** One row per record; a list logs every record it returned. */
  entityIds: readonly string[];
  at: Date;
};

export async function recordAccess(db: Db, entry: AuditEntry): Promise<void> {
  if (entry.entityIds.length === 0) return;
  await db.insert(auditLog).values(
    entry.entityIds.map((entityId) => ({
      at: entry.at,
      organizationId: entry.actor.organizationId,
      userId: entry.actor.userId,
      sessionId: entry.actor.sessionId,
      action: entry.action,
      entity: entry.entity,
      entityId,
      ip: entry.actor.ip,
    })),
  );
}
