/**
 * The ride confirmation of a transport (decision 073). Like the history, it is reached only for a
 * transport the caller's scope has just found (the service never asks for another's), so it needs
 * no visibility condition of its own; what of it a reader may see is the service's to decide.
 */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rideConfirmations, users } from '../../db/schema';

export type RideConfirmationValues = Partial<
  Omit<typeof rideConfirmations.$inferInsert, 'transportId' | 'updatedAt'>
>;

/** Writes the parts given, keeping the others: one statement, so two devices never interleave. */
export async function storeRideConfirmation(
  handle: Db,
  transportId: string,
  values: RideConfirmationValues,
  now: Date,
): Promise<void> {
  await handle
    .insert(rideConfirmations)
    .values({ transportId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: rideConfirmations.transportId,
      set: { ...values, updatedAt: now },
    });
}

const signer = alias(users, 'signer');
const photographer = alias(users, 'photographer');
const nameOf = (user: typeof signer | typeof photographer) =>
  sql<string | null>`${user.firstName} || ' ' || ${user.lastName}`;

/** The stored confirmation with the names of who recorded its parts; undefined when none. */
export async function rideConfirmationOf(handle: Db, transportId: string) {
  const [row] = await handle
    .select({
      signatureImage: rideConfirmations.signatureImage,
      signerName: rideConfirmations.signerName,
      signerRole: rideConfirmations.signerRole,
      noSignatureReason: rideConfirmations.noSignatureReason,
      signedAt: rideConfirmations.signedAt,
      signedBy: rideConfirmations.signedBy,
      signedByName: nameOf(signer),
      photoImage: rideConfirmations.photoImage,
      photoAt: rideConfirmations.photoAt,
      photoBy: rideConfirmations.photoBy,
      photoByName: nameOf(photographer),
    })
    .from(rideConfirmations)
    .leftJoin(signer, eq(signer.id, rideConfirmations.signedBy))
    .leftJoin(photographer, eq(photographer.id, rideConfirmations.photoBy))
    .where(eq(rideConfirmations.transportId, transportId));
  return row;
}

export type StoredRideConfirmation = NonNullable<Awaited<ReturnType<typeof rideConfirmationOf>>>;
