/**
 * Registering an organisation with its admin, and confirming the admin's e-mail address.
 *
 * Registration never tells whether an address has an account (issue 14): a new and an existing
 * address get the same answer after the same work (the password is hashed either way). The new
 * admin gets a confirmation mail; the owner of an existing address a mail that someone tried to
 * register with it. Both mails go out after commit, from the events of server/mail.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  ORGANIZATION_TYPE_OF_ACCOUNT,
  type RegisterAnswer,
  type RegisterData,
} from '../../../src/contract/auth';
import type { Language } from '../../../src/contract/messages';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { tooManyRequests } from '../../errors';
import type { AppContext } from '../../context';
import { emit } from '../../events/emit';
import { consume } from '../../lib/rate-limit';
import { consumeCode, emitWithCode, wasIssued } from './email-codes';
import { publicMailLimits } from './limits';
import { hashPassword } from './passwords';
import { findUserByEmail } from './users';

export async function register(
  ctx: AppContext,
  input: RegisterData,
  request: { language: Language; ip: string | null },
): Promise<RegisterAnswer> {
  const db = ctx.database.db;
  const wait = await consume(db, publicMailLimits('register', input.email, request.ip), ctx.now());
  if (wait > 0) throw tooManyRequests(wait);
  // Hash before the transaction: on PGlite a transaction holds the only connection.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    await db.transaction(async (tx) => {
      if (await tellOwner(tx, input.email)) return;
      const [organization] = await tx
        .insert(organizations)
        .values({
          type: ORGANIZATION_TYPE_OF_ACCOUNT[input.accountType],
          name: input.organization,
          address: input.address,
          city: input.city,
          zipCode: input.zipcode,
          country: input.country,
          phone: input.phone,
          fleetSize: input.accountType === 'transport_company' ? (input.fleetSize ?? null) : null,
        })
        .returning({ id: organizations.id });
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: organization!.id,
          email: input.email,
          firstName: input.firstname,
          lastName: input.lastname,
          phone: input.phone,
          passwordHash,
          role: 'admin',
          language: input.language ?? request.language,
        })
        .returning({ id: users.id });
      await emitWithCode(
        tx,
        { type: 'account.registered', payload: { userId: user!.id } },
        'confirm_email',
        { secret: ctx.keys.linkCodeSecret, now },
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel registration of the same address committed first: it exists now.
    await db.transaction((tx) => tellOwner(tx, input.email));
  }
  return { email: input.email };
}

/** When the address has an account, emits the event that tells its owner; answers whether. */
async function tellOwner(tx: Db, email: string): Promise<boolean> {
  const existing = await findUserByEmail(tx, email);
  if (!existing) return false;
  await emit(tx, { type: 'account.registration_attempted', payload: { userId: existing.id } });
  return true;
}

/** Confirms the address; a second click on a link (already confirmed) is fine too. */
export async function confirmEmail(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<boolean> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return false;
    const purpose = await consumeCode(tx, userId, code, ['confirm_email'], now);
    // A used link of a confirmed address is a second click; any other code is no link of ours.
    if (!purpose) {
      return user.confirmedAt !== null && (await wasIssued(tx, userId, code, 'confirm_email'));
    }
    await tx
      .update(users)
      .set({ emailConfirmedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    return true;
  });
}

/**
 * Sends another confirmation link to an unconfirmed account; nothing for any other address.
 * Runs after the 202 is out, so the answer's timing tells nothing about the address.
 */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailConfirmedAt) return;
    await emitWithCode(
      tx,
      { type: 'account.confirmation_requested', payload: { userId: user.id } },
      'confirm_email',
      { secret: ctx.keys.linkCodeSecret, now },
    );
  });
}
