/**
 * The ride confirmed on the spot (PRODUCT.md §9, issue 25): the patient's or an escort's
 * signature with their typed name, or why there is none, and optionally a photo of the paper
 * Transportschein (Muster 4). One schema for the crew's sheet, the offline queue and the server.
 */
import * as v from 'valibot';
import { object, requiredText } from './common';
import { objectRules } from './cross-field';
import { imageInfo, decodedLength, type ImageKind } from './confirmation-image';
import { optionalInstant } from './instant';
import { m } from './messages';

export { CONFIRMABLE_STATUSES } from './confirmable-statuses';

export const SIGNER_ROLES = ['patient', 'escort'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const NO_SIGNATURE_REASONS = ['unable', 'refused', 'nobody'] as const;
export type NoSignatureReason = (typeof NO_SIGNATURE_REASONS)[number];

/**
 * Bounds of what is stored (decision 073). A finger's signature at twice the pad's size is
 * 10–30 kB as PNG; a Muster 4 downscaled on the phone to 1600 px is 150–400 kB as JPEG. Both
 * together stay well inside the API's 1 MiB body.
 */
export const SIGNATURE_LIMITS = { maxBytes: 100_000, maxWidth: 1600, maxHeight: 800 };
export const PHOTO_LIMITS = { maxBytes: 600_000, maxLongSide: 1600 };

type Limits = { maxBytes: number; fits: (width: number, height: number) => boolean };

/** A `data:` URL of an image of `kind` within `limits`; the length is checked before decoding. */
const image = (kind: ImageKind, limits: Limits, message: ReturnType<typeof m>) =>
  v.pipe(
    v.string(message),
    v.check((value) => decodedLength(value.length) <= limits.maxBytes + 64, message),
    v.check((value) => {
      const info = imageInfo(value, kind);
      return !!info && info.bytes <= limits.maxBytes && limits.fits(info.width, info.height);
    }, message),
  );

const signatureImage = image(
  'png',
  {
    maxBytes: SIGNATURE_LIMITS.maxBytes,
    fits: (width, height) =>
      width <= SIGNATURE_LIMITS.maxWidth && height <= SIGNATURE_LIMITS.maxHeight,
  },
  m('signatureImage'),
);

const photoImage = image(
  'jpeg',
  {
    maxBytes: PHOTO_LIMITS.maxBytes,
    fits: (width, height) => Math.max(width, height) <= PHOTO_LIMITS.maxLongSide,
  },
  m('photoImage'),
);

export const SignatureInput = object({
  image: signatureImage,
  signerName: requiredText(120),
  signerRole: v.picklist(SIGNER_ROLES, m('choice')),
});

/**
 * `PUT /transports/{id}/confirmation`: a signature or the reason why there is none, and/or the
 * photo. What is sent replaces the same part stored before (a signature replaces a reason and the
 * other way round); what is left out stays. `at` is the time on the device.
 */
export const RideConfirmationInput = objectRules(
  object({
    at: optionalInstant,
    signature: v.optional(v.nullable(SignatureInput)),
    noSignature: v.optional(v.nullable(v.picklist(NO_SIGNATURE_REASONS, m('choice')))),
    photo: v.optional(v.nullable(photoImage)),
  }),
  (input) => [
    ...(input.signature && input.noSignature
      ? [{ path: ['noSignature'], message: m('signatureOrReason') }]
      : []),
    ...(!input.signature && !input.noSignature && !input.photo
      ? [{ path: ['signature'], message: m('signatureOrReason') }]
      : []),
  ],
);
export type RideConfirmationInput = v.InferInput<typeof RideConfirmationInput>;

type Given = { at: string; by: { userId: string | null; name: string | null } };

/**
 * What the transport's readers see: the company all of it, the ordering ward the signature or
 * the reason only (`photo` is then always null).
 */
export type RideConfirmation = {
  signature: (Given & { image: string; signerName: string; signerRole: SignerRole }) | null;
  noSignature: (Given & { reason: NoSignatureReason }) | null;
  photo: (Given & { image: string }) | null;
};
