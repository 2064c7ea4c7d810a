/** Registering an organisation with its admin, and confirming the admin's e-mail address. */
import { and, eq, isNull } from 'drizzle-orm';
import { ORGANIZATION_TYPE_OF_ACCOUNT, type RegisterData } from '../../../src/contract/auth';
import type { Language } from '../../../src/contract/messages';
import { organizations, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { invalid } from '../../errors';
import type { AppContext } from '../../context';
import { blockedFor, hit } from '../../lib/rate-limit';
import { confirmEmailMail } from '../../mail/templates';
import { confirmEmailLink, consumeCode, issueCode, wasIssued } from './email-codes';
import { mailLimits } from './limits';
import { hashPassword } from './passwords';
import { findUserByEmail } from './users';

const emailTaken = (language: Language) =>
  invalid({
    email: [
      language === 'en'
        ? 'This e-mail address is already registered. Sign in or reset your password.'
        : 'Diese E-Mail-Adresse ist bereits registriert. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
    ],
  });

export async function register(
  ctx: AppContext,
  input: RegisterData,
  requestLanguage: Language,
): Promise<{ userId: string; email: string }> {
  const db = ctx.database.db;
  const language = input.language ?? requestLanguage;
  if (await findUserByEmail(db, input.email)) throw emailTaken(requestLanguage);
  // Hash before the transaction: on PGlite a transaction holds the only connection.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  let created: { userId: string; code: string };
  try {
    created = await db.transaction(async (tx) => {
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
          language,
        })
        .returning({ id: users.id });
      const code = await issueCode(tx, user!.id, 'confirm_email', now);
      return { userId: user!.id, code };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(requestLanguage);
    throw error;
  }
  await sendMail(
    ctx,
    confirmEmailMail({
      to: input.email,
      firstName: input.firstname,
      language,
      link: confirmEmailLink(ctx.env.publicUrl, created.userId, created.code),
    }),
  );
  return { userId: created.userId, email: input.email };
}

/** Confirms the address; a second click on the link (already confirmed) is fine too. */
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

/** Sends a new confirmation link to an unconfirmed account; silent for everything else. */
export async function resendConfirmation(ctx: AppContext, email: string): Promise<void> {
  const db = ctx.database.db;
  const user = await findUserByEmail(db, email);
  if (!user || user.emailConfirmedAt) return;
  const now = ctx.now();
  const limits = mailLimits('confirm', email);
  if ((await blockedFor(db, limits, now)) > 0) return;
  await hit(db, limits, now);
  const code = await issueCode(db, user.id, 'confirm_email', now);
  await sendMail(
    ctx,
    confirmEmailMail({
      to: user.email,
      firstName: user.firstName,
      language: user.language,
      link: confirmEmailLink(ctx.env.publicUrl, user.id, code),
    }),
  );
}

/** A mail that cannot be sent is logged, not fatal: the account exists, the link can be re-sent. */
export async function sendMail(ctx: AppContext, mail: Parameters<AppContext['mailer']['send']>[0]) {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error(`[mail] sending "${mail.subject}" to ${mail.to} failed`, error);
  }
}
