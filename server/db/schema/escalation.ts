/**
 * The escalation ladder of an ordering organisation (decision 042): hours before the pickup at
 * which an untaken transport is offered further afield and marked urgent. No row means the
 * contract's defaults; its id is the organisation's, so two first saves cannot make two rows.
 */
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { organizations, users } from './organizations';

export const escalationLadders = pgTable('escalation_ladders', {
  id: uuid('id').primaryKey(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  widenHoursBefore: integer('widen_hours_before').notNull(),
  urgentHoursBefore: integer('urgent_hours_before').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
