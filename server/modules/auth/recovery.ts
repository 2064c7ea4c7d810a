/** Password recovery: a mailed single-use link, answered the same whether the account exists. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../context';
import { linkInvalid } from '../../errors';
import { blockedFor, hit } from '../../lib/rate-limit';
import { resetPasswordMail } from '../../mail/templates';
import { consumeCode, issueCode, resetPasswordLink } from './email-codes';
import { mailLimits } from './limits';
import { hashPassword } from './passwords';
import { sendMail } from './registration';
import { revokeSessions } from './sessions';
import { findUserByEmail } from './users';

/**
 * Runs after the 202 has been sent, so the response time tells nothing about whether the
 * address has an account.
 */
export async function requestRecovery(ctx: AppContext, email: string): Promise<void> {
  const db = ctx.database.db;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const now = ctx.now();
  const limits = mailLimits('recovery', email);
  if ((await blockedFor(db, limits, now)) > 0) return;
  await hit(db, limits, now);
  const code = await issueCode(db, user.id, 'reset_password', now);
  await sendMail(
    ctx,
    resetPasswordMail({
      to: user.email,
      firstName: user.firstName,
      language: user.language,
      link: resetPasswordLink(ctx.env.publicUrl, user.id, code),
    }),
  );
}

/**
 * Sets a new password with a recovery or invitation code and ends every session of the account.
 * Following a mailed link proves the address, so it also counts as confirmation.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { userId: string; code: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const done = await ctx.database.db.transaction(async (tx) => {
    const purpose = await consumeCode(
      tx,
      input.userId,
      input.code,
      ['reset_password', 'invitation'],
      now,
    );
    if (!purpose) return false;
    const [user] = await tx
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, input.userId));
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailConfirmedAt: user?.confirmedAt ?? now })
      .where(eq(users.id, input.userId));
    await revokeSessions(tx, { userId: input.userId }, now);
    return true;
  });
  if (!done) throw linkInvalid();
}
