/**
 * Push and mail go out once per event, user and target, however often their handler runs
 * (decision 037). Each send is claimed in notification_sends before it leaves and settled after:
 * a retry skips what was sent or is gone, and sends again only what failed or what a crashed
 * attempt left claimed for longer than SEND_LEASE_MS. The one window left: a crash between the
 * push service (or SMTP server) taking the message and the row being marked sent.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationSends } from '../db/schema';

/** Longer than web-push's and nodemailer's own timeouts; shorter than the events lease. */
export const SEND_LEASE_MS = 60_000;
const ERROR_LENGTH = 1000;

export type SendKey = {
  eventId: string;
  userId: string;
  channel: 'push' | 'email';
  target: string;
};

/** What a send reports: delivered, or the target no longer exists (a forgotten subscription). */
export type SendOutcome = 'sent' | 'gone';

/** Another attempt holds the claim: the handler fails and the dispatcher retries later. */
export class SendInFlight extends Error {}

export async function sendOnce(
  db: Db,
  key: SendKey,
  now: Date,
  send: () => Promise<SendOutcome>,
): Promise<SendOutcome | 'skipped'> {
  const leaseEnded = new Date(now.getTime() - SEND_LEASE_MS).toISOString();
  const claimed = await db
    .insert(notificationSends)
    .values({ ...key, status: 'sending', claimedAt: now })
    .onConflictDoUpdate({
      target: [
        notificationSends.eventId,
        notificationSends.userId,
        notificationSends.channel,
        notificationSends.target,
      ],
      set: {
        status: 'sending',
        claimedAt: now,
        attempts: sql`${notificationSends.attempts} + 1`,
      },
      setWhere: sql`${notificationSends.status} = 'failed'
        or (${notificationSends.status} = 'sending'
          and ${notificationSends.claimedAt} < ${leaseEnded}::timestamptz)`,
    })
    .returning({ attempts: notificationSends.attempts });
  const which = and(
    eq(notificationSends.eventId, key.eventId),
    eq(notificationSends.userId, key.userId),
    eq(notificationSends.channel, key.channel),
    eq(notificationSends.target, key.target),
  );
  if (claimed.length === 0) {
    const [row] = await db
      .select({ status: notificationSends.status })
      .from(notificationSends)
      .where(which);
    if (row?.status === 'sending') throw new SendInFlight(`${key.channel} send in flight`);
    return 'skipped';
  }
  try {
    const outcome = await send();
    await db
      .update(notificationSends)
      .set({ status: outcome, sentAt: outcome === 'sent' ? now : null, lastError: null })
      .where(which);
    return outcome;
  } catch (error) {
    await db
      .update(notificationSends)
      .set({ status: 'failed', lastError: String(error).slice(0, ERROR_LENGTH) })
      .where(which);
    throw error;
  }
}

/**
 * Sends to each of `targets`, then fails with the first error if any send failed: one refusing
 * device or address holds up no one else, and the dispatcher's retry reaches the failed ones.
 */
export async function sendToEach<T>(
  targets: readonly T[],
  send: (target: T) => Promise<unknown>,
): Promise<void> {
  const failures: unknown[] = [];
  for (const target of targets) await send(target).catch((error: unknown) => failures.push(error));
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} sends failed`);
}
