import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../src/contract/auth';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The user as the login answer and GET /account describe it (PRODUCT.md §7). */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row && sessionUserOf(row.user, row.organization);
}

export function sessionUserOf(
  user: typeof users.$inferSelect,
  organization: typeof organizations.$inferSelect,
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    language: user.language,
    organization: {
      id: organization.id,
      name: organization.name,
      type: { value: organization.type },
    },
  };
}
