/**
 * The access log (modules/audit) as the transport service writes it: a transport's answer carries
 * its patient snapshot (name, birthday, insurance number, phone) and the order's health data, so
 * each answer that carries one leaves a row per transport — for a write in the write's own
 * transaction, for a read through the audit buffer before the answer is sent (decision 015) — and
 * a version conflict notes the transport its 409 discloses. Rows name the transport, not the
 * patient: the snapshot outlives the patient record (its id is set null when that is deleted),
 * and the transport leads to the patient while it exists (decision 036). The marketplace's
 * minimised item is not logged: it carries no snapshot.
 */
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import type { DataScope } from '../../db/scope';
import { auditActor, discloseInError, recordAccess, type AuditAction } from '../audit';

export type TransportAccessLog = {
  /** Logs that a write's answer carries these transports, with the handle of the scope writing it. */
  record(scope: DataScope, action: AuditAction, transportIds: readonly string[]): Promise<void>;
  /** Logs that a read's answer carries these transports (buffered; see audit-buffer.ts). */
  read(action: 'list' | 'read', transportIds: readonly string[]): Promise<void>;
  /** Notes that the error about to be thrown carries this transport. */
  discloseInError(transportId: string): void;
};

export function transportAccessLog(c: Context<AppEnv>, ctx: AppContext): TransportAccessLog {
  const entry = (action: AuditAction, entityIds: readonly string[]) => ({
    actor: auditActor(c),
    action,
    entity: 'transport' as const,
    entityIds,
    at: ctx.now(),
  });
  return {
    record: (scope, action, ids) => recordAccess(scope.handle, entry(action, ids)),
    read: (action, ids) => ctx.auditBuffer.append(entry(action, ids)),
    discloseInError: (id) => discloseInError(c, entry('read', [id])),
  };
}
