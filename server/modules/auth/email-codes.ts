/** Single-use codes sent by mail (confirmation, recovery, invitation), stored hashed. */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/secrets';

export type CodePurpose = 'confirm_email' | 'reset_password' | 'invitation';

const VALIDITY_SECONDS: Record<CodePurpose, number> = {
  confirm_email: 7 * 86_400,
  reset_password: 60 * 60,
  invitation: 7 * 86_400,
};

/** Issues a new code; earlier unused codes of the same purpose stop working. */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = randomToken();
  await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.usedAt),
      ),
    );
  await db.insert(emailCodes).values({
    userId,
    purpose,
    codeHash: sha256(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VALIDITY_SECONDS[purpose] * 1000),
  });
  return code;
}

/** Uses up a valid code; answers which purpose it had, or null when it is unknown, used or old. */
export async function consumeCode(
  db: Db,
  userId: string,
  code: string,
  purposes: CodePurpose[],
  now: Date,
): Promise<CodePurpose | null> {
  const [row] = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.codeHash, sha256(code)),
        inArray(emailCodes.purpose, purposes),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ purpose: emailCodes.purpose });
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
