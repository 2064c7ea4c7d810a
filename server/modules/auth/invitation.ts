/**
 * Invitations (PRODUCT.md §2): a user an admin created gets a mail whose link opens the
 * reset-password screen. Setting the password there uses the code up and confirms the address
 * (recovery.ts); until then the account has no password, so nobody can sign in with it.
 */
import type { Db } from '../../db/client';
import { emitWithCode } from './email-codes';

/** Emits `user.invited` with a fresh invitation code, in the transaction `tx`. */
export function sendInvitation(
  tx: Db,
  userId: string,
  options: { secret: string; now: Date },
): Promise<void> {
  return emitWithCode(tx, { type: 'user.invited', payload: { userId } }, 'invitation', options);
}
