/** A patient between its stored row and the contract's `Patient` answer. */
import { patientFields, type Patient, type PatientData } from '../../../src/contract/patient';
import type { POLICIES, RowOf } from '../../db/scope';

/** A patient as the data scope reads it: the answer's columns only. */
export type PatientRow = RowOf<(typeof POLICIES)['patients']>;

/** The columns a create or update writes: the answer's fields (src/contract `patientFields`). */
export const patientColumns = (input: PatientData) => patientFields(input);

/** The patient as the API answers it: every field present, absent ones null, times ISO UTC. */
export function presentPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    ...patientFields(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
