import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations, users } from './organizations';

/**
 * Departments of a medical organisation ("Station 3B"), crews or dispatch groups of a transport
 * company. A name is unique in its organisation regardless of case. A transport company's team
 * marked `crew` is a crew: its members open the app on "Heute" (decision 070).
 */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    crew: boolean('crew').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('teams_org_name_key').on(t.organizationId, sql`lower(${t.name})`)],
);

/** A user's membership of a team; a user may be in several teams of their organisation. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_key').on(t.teamId, t.userId),
    index('team_members_user_idx').on(t.userId),
  ],
);
