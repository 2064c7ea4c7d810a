/** The patient writes the offline queue carries: create, update and delete (PRODUCT.md §8). */
import { patientApi, patientFields, type PatientData } from '@/contract/patient';
import { resourceWrites } from '@/lib/offline-writes/write-kinds';
import { patientKeys } from './patient-keys';

export const patientWrites = resourceWrites({
  recordType: 'patients',
  endpoints: patientApi,
  // The contract's mapping, the same the server presents patients with.
  fields: (data: PatientData) => patientFields(data),
  touches: [patientKeys.all],
});
