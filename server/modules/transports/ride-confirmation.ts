/**
 * The ride confirmed on the spot (PRODUCT.md §9, decision 073). The assigned company's users —
 * its crews on the road, its dispatchers — record it once the patient is with them; the company
 * reads all of it, the ordering ward the signature (or why there is none), never the photo of the
 * Transportschein. Another organisation's transport is a 404 like any transport it cannot see;
 * the marketplace, notifications, pushes and mails never carry any of it, as nothing of it is
 * ever put into an event.
 */
import type { Context } from 'hono';
import {
  CONFIRMABLE_STATUSES,
  type RideConfirmation,
  type RideConfirmationInput,
} from '../../../src/contract/ride-confirmation';
import { message } from '../../../src/contract/messages';
import type * as v from 'valibot';
import type { AppContext, AppEnv } from '../../context';
import {
  rideConfirmationOf,
  storeRideConfirmation,
  type RideConfirmationValues,
  type StoredRideConfirmation,
} from './ride-confirmation-store';
import { forbidden, invalid, transitionNotAllowed } from '../../errors';
import { auditActor } from '../audit';
import { CLOCK_SKEW_MS } from './transport-commands';
import { relationsOf } from './transport-record';
import type { TransportRequest } from './transport-service';

type Input = v.InferOutput<typeof RideConfirmationInput>;

function valuesOf(input: Input, userId: string, at: Date): RideConfirmationValues {
  const values: RideConfirmationValues = {};
  if (input.signature || input.noSignature) {
    Object.assign(values, {
      signatureImage: input.signature?.image ?? null,
      signerName: input.signature?.signerName ?? null,
      signerRole: input.signature?.signerRole ?? null,
      noSignatureReason: input.noSignature ?? null,
      signedAt: at,
      signedBy: userId,
    });
  }
  if (input.photo) Object.assign(values, { photoImage: input.photo, photoAt: at, photoBy: userId });
  return values;
}

/** Records the parts given; a replay with the same Idempotency-Key never reaches here twice. */
export async function confirmRide(
  { scope, now, language }: TransportRequest,
  id: string,
  input: Input,
): Promise<void> {
  // Wards never write one: refused before the lookup, as every company-only command is.
  if (scope.caller.organizationType !== 'T') throw forbidden();
  const transport = await scope.transports.find(id);
  if (!relationsOf(transport, scope.caller).has('assigned')) throw forbidden();
  if (!CONFIRMABLE_STATUSES.includes(transport.status)) throw transitionNotAllowed();
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw invalid({ at: [message('stepInFuture', language)] });
  }
  await storeRideConfirmation(scope.handle, id, valuesOf(input, scope.caller.userId, at), now);
}

const by = (userId: string | null, name: string | null) => ({ userId, name });

function present(row: StoredRideConfirmation | undefined, company: boolean): RideConfirmation {
  const signed = row?.signedAt;
  return {
    signature:
      row && signed && row.signatureImage && row.signerName && row.signerRole
        ? {
            image: row.signatureImage,
            signerName: row.signerName,
            signerRole: row.signerRole,
            at: signed.toISOString(),
            by: by(row.signedBy, row.signedByName),
          }
        : null,
    noSignature:
      row && signed && row.noSignatureReason
        ? {
            reason: row.noSignatureReason,
            at: signed.toISOString(),
            by: by(row.signedBy, row.signedByName),
          }
        : null,
    photo:
      company && row?.photoImage && row.photoAt
        ? {
            image: row.photoImage,
            at: row.photoAt.toISOString(),
            by: by(row.photoBy, row.photoByName),
          }
        : null,
  };
}

/**
 * The confirmation as the caller may see it. Each read leaves a row in the access log, as a read
 * of the transport does (decision 039): it shows the patient's signature and name.
 */
export async function readRideConfirmation(
  c: Context<AppEnv>,
  ctx: AppContext,
  { scope }: TransportRequest,
  id: string,
): Promise<RideConfirmation> {
  const transport = await scope.transports.find(id);
  const company = relationsOf(transport, scope.caller).has('assigned');
  const row = await rideConfirmationOf(scope.handle, id);
  await ctx.auditBuffer.append({
    actor: auditActor(c),
    action: 'read',
    entity: 'ride_confirmation',
    entityIds: [id],
    at: ctx.now(),
  });
  return present(row, company);
}
