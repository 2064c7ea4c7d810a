/**
 * Single-use codes sent by mail (confirmation, recovery, invitation), stored hashed.
 *
 * A code is derived from the id of the event whose mail carries it (HMAC with a server key), so
 * a retried mail carries the same link and the events table never holds a code in clear. Every
 * code sent stays valid until it expires or one of the user's codes of that purpose is used: a
 * person may open whichever of several mails they find first.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema';
import { emit } from '../../events/emit';
import type { NewEvent } from '../../events/catalogue';
import { hmac, sha256 } from '../../lib/secrets';

export type CodePurpose = 'confirm_email' | 'reset_password' | 'invitation';

const VALIDITY_SECONDS: Record<CodePurpose, number> = {
  confirm_email: 7 * 86_400,
  reset_password: 60 * 60,
  invitation: 7 * 86_400,
};

/** The code mailed for event `eventId`: 32 bytes, base64url. */
export const eventCode = (secret: string, eventId: string): string =>
  hmac(secret, `email-code:${eventId}`);

/**
 * Emits an event whose mail carries a link, and stores the link's code (hashed) in the same
 * transaction: the code works exactly when the event was committed.
 */
export async function emitWithCode(
  tx: Db,
  event: NewEvent & { payload: { userId: string } },
  purpose: CodePurpose,
  options: { secret: string; now: Date },
): Promise<void> {
  const eventId = await emit(tx, event);
  await tx.insert(emailCodes).values({
    userId: event.payload.userId,
    purpose,
    codeHash: sha256(eventCode(options.secret, eventId)),
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + VALIDITY_SECONDS[purpose] * 1000),
  });
}

/**
 * Uses up a valid code, and with it every other unused code of the user for `purposes`;
 * answers the presented code's purpose, or null when it is unknown, used or old. One statement:
 * of two links used at once, only one wins.
 */
export async function consumeCode(
  db: Db,
  userId: string,
  code: string,
  purposes: CodePurpose[],
  now: Date,
): Promise<CodePurpose | null> {
  const hash = sha256(code);
  const sameUserAndPurpose = and(
    eq(emailCodes.userId, userId),
    inArray(emailCodes.purpose, purposes),
    sql`${emailCodes.usedAt} is null`,
  );
  const used = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(
      and(
        sameUserAndPurpose,
        sql`exists (select 1 from ${emailCodes} as presented
          where presented.user_id = ${userId} and presented.code_hash = ${hash}
            and presented.used_at is null
            and presented.expires_at > ${now.toISOString()}::timestamptz
            and presented.purpose in (${sql.join(
              purposes.map((p) => sql`${p}`),
              sql`, `,
            )}))`,
      ),
    )
    .returning({ purpose: emailCodes.purpose, codeHash: emailCodes.codeHash });
  return used.find((row) => row.codeHash === hash)?.purpose ?? null;
}

/**
 * The purpose `code` would be accepted for now, one of `purposes`, without using it up; null
 * when it would not.
 */
export async function usablePurpose(
  db: Db,
  userId: string,
  code: string,
  purposes: CodePurpose[],
  now: Date,
): Promise<CodePurpose | null> {
  const [row] = await db
    .select({ purpose: emailCodes.purpose })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.codeHash, sha256(code)),
        inArray(emailCodes.purpose, purposes),
        sql`${emailCodes.usedAt} is null`,
        sql`${emailCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.purpose ?? null;
}

/** Whether `code` was ever issued to the user for `purpose`, used or not (a second click). */
export async function wasIssued(
  db: Db,
  userId: string,
  code: string,
  purpose: CodePurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.codeHash, sha256(code)),
        eq(emailCodes.purpose, purpose),
      ),
    );
  return row !== undefined;
}

export const confirmEmailLink = (publicUrl: string, userId: string, code: string) =>
  `${publicUrl}/confirm-email/${userId}/${code}`;
export const resetPasswordLink = (publicUrl: string, userId: string, code: string) =>
  `${publicUrl}/reset-password/${userId}/${code}`;
