import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Who read or changed health data, when, from which session. It names records by id only and
 * never copies their content, so the log itself holds no health data.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id'),
    action: text('action', { enum: ['list', 'read', 'create', 'update', 'delete'] }).notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_org_at_idx').on(t.organizationId, t.at),
  ],
);
