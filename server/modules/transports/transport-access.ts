/**
 * The access log of transports (decision 039): a transport's full answer carries its patient
 * snapshot (name, birthday, insurance number, phone) and the order's health data, so each read of
 * one transport leaves a row — through the audit buffer, queued before the answer is sent
 * (decision 015), never a value of the snapshot. Lists are not logged: they are views of many
 * transports at once (a row per transport per page would be the most written table of all), and
 * what a crew or a ward acts on is opened and read. Writes are traced by the transport's history.
 * Rows name the transport, not the patient: the snapshot outlives the patient record.
 */
import type { Context } from 'hono';
import type { TransportAccess } from '../../../src/contract/transport-answer';
import type { AppContext, AppEnv } from '../../context';
import type { DataScope } from '../../db/scope';
import { transportAccess } from './transport-access-store';
import { forbidden } from '../../errors';
import { auditActor } from '../audit';

/** Queues the row of one read of a transport's full data. */
export function logTransportRead(c: Context<AppEnv>, ctx: AppContext, transportId: string) {
  return ctx.auditBuffer.append({
    actor: auditActor(c),
    action: 'read',
    entity: 'transport',
    entityIds: [transportId],
    at: ctx.now(),
  });
}

/**
 * Who of the caller's organisation read the transport, newest first: admins only (403 before the
 * transport is looked up, so a member learns nothing), a transport the caller does not see 404.
 */
export async function readTransportAccess(
  scope: DataScope,
  id: string,
): Promise<TransportAccess[]> {
  if (scope.caller.role !== 'admin') throw forbidden();
  await scope.transports.find(id);
  const rows = await transportAccess(scope.handle, id, scope.caller.organizationId);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: 'read',
    by: { userId: row.userId, name: row.userName },
  }));
}
