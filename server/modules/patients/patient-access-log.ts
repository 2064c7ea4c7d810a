/**
 * The access log (modules/audit) as the patient service writes it: a row per patient an answer
 * carries, in the answer's own transaction, and a note for a patient an error answer discloses
 * (that answer's transaction is rolled back, so the note is written after it).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { DataScope } from '../../db/scope';
import { auditActor, discloseInError, recordAccess, type AuditAction } from '../audit';

export type PatientAccessLog = {
  /** Logs that the answer carries these patients, with the handle of the scope writing it. */
  record(scope: DataScope, action: AuditAction, patientIds: readonly string[]): Promise<void>;
  /** Notes that the error about to be thrown carries this patient. */
  discloseInError(patientId: string): void;
};

export function patientAccessLog(c: Context<AppEnv>, now: () => Date): PatientAccessLog {
  const entry = (action: AuditAction, entityIds: readonly string[]) => ({
    actor: auditActor(c),
    action,
    entity: 'patient' as const,
    entityIds,
    at: now(),
  });
  return {
    record: (scope, action, patientIds) => recordAccess(scope.handle, entry(action, patientIds)),
    discloseInError: (patientId) => discloseInError(c, entry('read', [patientId])),
  };
}
