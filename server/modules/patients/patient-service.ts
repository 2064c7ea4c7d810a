/**
 * The organisation's patients (PRODUCT.md §3): every read and write goes through the caller's
 * data scope and is logged (patient-access-log.ts): a write in its own transaction, a read (a
 * single statement, no transaction) through the audit buffer before its answer leaves.
 */
import type { Page } from '../../../src/contract/common';
import type { Language } from '../../../src/contract/messages';
import type { Patient, PatientData } from '../../../src/contract/patient';
import type { DataScope } from '../../db/scope';
import { conflict } from '../../errors';
import { checkBodyId, createdOrThrow } from '../master-data';
import type { PatientAccessLog } from './patient-access-log';
import { listPatients, type PatientListOptions } from './patient-list';
import { patientColumns, presentPatient } from './patient-record';
import { pageAnswer } from '../../db/paging';

/** The request as the patient service sees it. */
export type PatientRequest = {
  scope: DataScope;
  log: PatientAccessLog;
  /** For messages of field errors. */
  language: Language;
  now: Date;
};

export async function listPatientPage(
  { scope, log }: PatientRequest,
  options: PatientListOptions,
): Promise<Page<Patient>> {
  const { rows, ...counted } = await listPatients(scope, options);
  await log.read(
    'list',
    rows.map((row) => row.id),
  );
  return pageAnswer(rows.map(presentPatient), counted);
}

export function createPatient(
  { scope, log, language, now }: PatientRequest,
  input: PatientData,
): Promise<Patient> {
  return scope.transaction(async (tx) => {
    const outcome = await tx.patients.insert({
      ...(input.id ? { id: input.id } : {}),
      ...patientColumns(input),
      createdBy: tx.caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    const row = createdOrThrow(outcome, presentPatient, language, (existing) =>
      log.discloseInError(existing.id),
    );
    await log.record(tx, 'create', [row.id]);
    return presentPatient(row);
  });
}

export async function readPatient({ scope, log }: PatientRequest, id: string): Promise<Patient> {
  const row = await scope.patients.find(id);
  await log.read('read', [row.id]);
  return presentPatient(row);
}

export function updatePatient(
  { scope, log, language, now }: PatientRequest,
  id: string,
  input: PatientData & { version: number },
): Promise<Patient> {
  checkBodyId(input.id, id, language);
  return scope.transaction(async (tx) => {
    const outcome = await tx.patients.updateVersioned(
      { id, version: input.version },
      patientColumns(input),
      now,
    );
    if ('stale' in outcome) {
      log.discloseInError(id);
      throw conflict(presentPatient(outcome.stale));
    }
    await log.record(tx, 'update', [id]);
    return presentPatient(outcome.updated);
  });
}

export function deletePatient({ scope, log }: PatientRequest, id: string): Promise<void> {
  return scope.transaction(async (tx) => {
    await tx.patients.delete(id);
    await log.record(tx, 'delete', [id]);
  });
}
