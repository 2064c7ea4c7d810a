/**
 * The ride confirmed on the spot (decision 073): one row per transport, its parts written as they
 * come (a photo at pickup, the signature at the destination). It lives and dies with its
 * transport's row (on delete cascade), so whatever removes a transport removes these too.
 */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NoSignatureReason, SignerRole } from '../../../src/contract/ride-confirmation';
import { instant, updatedAt } from './columns';
import { users } from './organizations';
import { transports } from './transports';

export const rideConfirmations = pgTable('ride_confirmations', {
  transportId: uuid('transport_id')
    .primaryKey()
    .references(() => transports.id, { onDelete: 'cascade' }),
  /** The signature as a `data:image/png` URL, checked by the contract before it is stored. */
  signatureImage: text('signature_image'),
  signerName: text('signer_name'),
  signerRole: text('signer_role').$type<SignerRole>(),
  noSignatureReason: text('no_signature_reason').$type<NoSignatureReason>(),
  /** When and by whom the signature or the reason was recorded (the device's time). */
  signedAt: instant('signed_at'),
  signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
  /** The Transportschein as a `data:image/jpeg` URL, downscaled on the phone. */
  photoImage: text('photo_image'),
  photoAt: instant('photo_at'),
  photoBy: uuid('photo_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
