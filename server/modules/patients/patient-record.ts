/** A patient between its stored row and the contract's `Patient` answer. */
import type { Address } from '../../../src/contract/address';
import type { Patient, PatientData } from '../../../src/contract/patient';
import type { patients, StoredAddress } from '../../db/schema';

export type PatientRow = typeof patients.$inferSelect;

/** An address from the contract (absent = undefined) or from storage (absent = null). */
export function storedAddress(address: Address | StoredAddress): StoredAddress {
  return {
    street: address.street,
    houseNumber: address.houseNumber,
    floor: address.floor ?? null,
    city: address.city,
    zipCode: address.zipCode,
    country: address.country,
    note: address.note ?? null,
  };
}

/** The columns a create or update writes; absent optional fields are stored as null. */
export function patientColumns(input: PatientData) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    gender: input.gender,
    phoneNumber: input.phoneNumber ?? null,
    birthday: input.birthday,
    healthInsuranceNumber: input.healthInsuranceNumber ?? null,
    insurer: input.insurer ? { name: input.insurer.name, ik: input.insurer.ik ?? null } : null,
    note: input.note ?? null,
    particularities: input.particularities ?? null,
    address: input.address ? storedAddress(input.address) : null,
  };
}

/** The patient as the API answers it: every field present, absent ones null, times ISO UTC. */
export function presentPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    phoneNumber: row.phoneNumber,
    birthday: row.birthday,
    healthInsuranceNumber: row.healthInsuranceNumber,
    insurer: row.insurer ? { name: row.insurer.name, ik: row.insurer.ik ?? null } : null,
    note: row.note,
    particularities: row.particularities,
    address: row.address ? storedAddress(row.address) : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
