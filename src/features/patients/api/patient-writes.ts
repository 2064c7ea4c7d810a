/** Patient writes for the offline queue, and how a queued body reads as a patient. */
import type { Patient, PatientData } from '@/contract/patient';
import type { RecordFromBody } from '@/lib/offline-writes/overlay';
import { recordWrites } from '@/lib/offline-writes/record-writes';

export const patientWrites = recordWrites('patients');

const orNull = <T>(value: T | undefined | null): T | null => value ?? null;

/** A queued patient body (PatientData with id) as the API would answer it. */
export const patientFromBody: RecordFromBody<Patient> = (body, base) => {
  const data = body as PatientData & { id: string };
  const now = new Date().toISOString();
  return {
    id: data.id,
    firstName: data.firstName,
    lastName: data.lastName,
    gender: data.gender,
    phoneNumber: orNull(data.phoneNumber),
    birthday: data.birthday,
    healthInsuranceNumber: orNull(data.healthInsuranceNumber),
    insurer: data.insurer ? { name: data.insurer.name, ik: orNull(data.insurer.ik) } : null,
    note: orNull(data.note),
    particularities: orNull(data.particularities),
    address: data.address
      ? {
          street: data.address.street,
          houseNumber: data.address.houseNumber,
          floor: orNull(data.address.floor),
          city: data.address.city,
          zipCode: data.address.zipCode,
          country: data.address.country,
          note: orNull(data.address.note),
        }
      : null,
    version: base?.version ?? 1,
    createdAt: base?.createdAt ?? now,
    updatedAt: now,
  };
};
