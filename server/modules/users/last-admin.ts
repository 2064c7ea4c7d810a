/**
 * An organisation always keeps an admin who can sign in (PRODUCT.md §2): the last active admin
 * can be neither removed nor made a member — also not by themself.
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Language } from '../../../src/contract/messages';
import { message } from '../../../src/contract/messages';
import type { DataScope } from '../../db/scope';
import { AppError } from '../../errors';
import { ERROR_CODES } from '../../../src/contract/common';

/**
 * Fails with 422 unless an active admin other than `userId` remains. Two admins demoting each
 * other at once must not both succeed: the organisation's admin changes take turns (a lock held
 * until the transaction `tx` ends).
 */
export async function keepAnotherAdmin(tx: DataScope, userId: string, language: Language) {
  await tx.handle.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`admins:${tx.caller.organizationId}`}))`,
  );
  const { total } = await tx.users.list({
    where: (t) =>
      and(
        eq(t.role, 'admin'),
        ne(t.id, userId),
        isNotNull(t.passwordHash),
        isNotNull(t.emailConfirmedAt),
      ),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: 1,
  });
  if (total === 0) {
    const text = { de: message('lastAdmin', 'de'), en: message('lastAdmin', 'en') };
    throw new AppError(422, ERROR_CODES.validation, {
      message: text,
      errors: { role: [message('lastAdmin', language)] },
    });
  }
}
