/**
 * The access log (modules/audit) as the patient service writes it: a row per patient an answer
 * carries — for a write in the write's own transaction, for a read through the audit buffer
 * before the answer is sent (decision 015) — and a note for a patient an error answer discloses
 * (that answer's transaction is rolled back, so the note is written after it).
 */
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import type { DataScope } from '../../db/scope';
import { auditActor, discloseInError, recordAccess, type AuditAction } from '../audit';

export type PatientAccessLog = {
  /** Logs that a write's answer carries these patients, with the handle of the scope writing it. */
  record(scope: DataScope, action: AuditAction, patientIds: readonly string[]): Promise<void>;
  /** Logs that a read's answer carries these patients (buffered; see audit-buffer.ts). */
  read(action: 'list' | 'read', patientIds: readonly string[]): Promise<void>;
  /** Notes that the error about to be thrown carries this patient. */
  discloseInError(patientId: string): void;
};

export function patientAccessLog(c: Context<AppEnv>, ctx: AppContext): PatientAccessLog {
  const now = ctx.now;
  const entry = (action: AuditAction, entityIds: readonly string[]) => ({
    actor: auditActor(c),
    action,
    entity: 'patient' as const,
    entityIds,
    at: now(),
  });
  return {
    record: (scope, action, patientIds) => recordAccess(scope.handle, entry(action, patientIds)),
    read: (action, patientIds) => ctx.auditBuffer.append(entry(action, patientIds)),
    discloseInError: (patientId) => discloseInError(c, entry('read', [patientId])),
  };
}
