/** The Web Push subscriptions of a user's devices; an endpoint belongs to one user at a time. */
import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../src/contract/notification';
import { pushSubscriptions } from '../../db/schema';
import type { DataScope } from '../../db/scope';

export async function savePushSubscription(
  { handle: db, caller }: DataScope,
  input: Pick<PushSubscriptionInput, 'endpoint' | 'keys'>,
): Promise<void> {
  const values = {
    userId: caller.userId,
    organizationId: caller.organizationId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  // A browser signed in as someone else before: the device now notifies its current user.
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function removePushSubscription(
  { handle: db, caller: { userId } }: DataScope,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
