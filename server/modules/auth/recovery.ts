/** Password recovery: a mailed single-use link, answered the same whether the account exists. */
import { eq } from 'drizzle-orm';
import type { ResetLinkAnswer } from '../../../src/contract/auth';
import { users } from '../../db/schema';
import type { AppContext } from '../../context';
import { linkInvalid } from '../../errors';
import { consumeCode, emitWithCode, usablePurpose, type CodePurpose } from './email-codes';
import { hashPassword } from './passwords';
import { revokeSessions } from './sessions';
import { findUserByEmail, loadSessionUser } from './users';

/**
 * Runs after the 202 has been sent, so the response time tells nothing about whether the
 * address has an account. The mail goes out from the event (server/mail).
 */
export async function requestRecovery(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    await emitWithCode(
      tx,
      { type: 'account.recovery_requested', payload: { userId: user.id } },
      'reset_password',
      { secret: ctx.keys.linkCodeSecret, now },
    );
  });
}

/** The codes the reset-password screen takes: a recovery link or an invitation. */
const NEW_PASSWORD_CODES = ['reset_password', 'invitation'] as const;

/**
 * Whether a reset or invitation link still works, checked when its page opens so a used link
 * says so before anyone types a new password twice (issue 10). Uses nothing up.
 */
export async function checkResetLink(
  ctx: AppContext,
  input: { userId: string; code: string },
): Promise<CodePurpose> {
  const purpose = await usablePurpose(
    ctx.database.db,
    input.userId,
    input.code,
    [...NEW_PASSWORD_CODES],
    ctx.now(),
  );
  if (!purpose) throw linkInvalid();
  return purpose;
}

/**
 * The link check's answer: an invitation's names the organisation and the invitee's address
 * (issue 27.16). Only the holder of a usable code gets this far; it is their own account.
 */
export async function describeResetLink(
  ctx: AppContext,
  input: { userId: string; code: string },
): Promise<ResetLinkAnswer> {
  if ((await checkResetLink(ctx, input)) !== 'invitation') return { valid: true, invitation: null };
  const user = await loadSessionUser(ctx.database.db, input.userId);
  if (!user) throw linkInvalid();
  return { valid: true, invitation: { organization: user.organization.name, email: user.email } };
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
    const purpose = await consumeCode(tx, input.userId, input.code, [...NEW_PASSWORD_CODES], now);
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
