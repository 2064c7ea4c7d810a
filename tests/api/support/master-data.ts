/** Request bodies for patients and favorite addresses, valid unless a test overrides a field. */
import type { FavoriteAddressInput } from '../../../src/contract/favorite-address';
import type { PatientInput } from '../../../src/contract/patient';

/** Valid insurance numbers (check digit correct). */
export const KVNRS = ['X110411675', 'A123456780'] as const;

export function patientInput(overrides: Partial<PatientInput> = {}): PatientInput {
  return {
    firstName: 'Anna',
    lastName: 'Meier',
    gender: 'woman',
    phoneNumber: '+49 30 1234567',
    birthday: '1941-05-17',
    healthInsuranceNumber: KVNRS[0],
    insurer: { name: 'AOK Nordost', ik: '109519005' },
    note: 'Bitte vorher anrufen.',
    particularities: 'schwerhörig',
    address: {
      street: 'Invalidenstraße',
      houseNumber: '12a',
      floor: '3. OG',
      city: 'Berlin',
      zipCode: '10115',
      country: 'DE',
      note: 'Klingel defekt',
    },
    ...overrides,
  };
}

export function favoriteAddressInput(
  overrides: Partial<FavoriteAddressInput> = {},
): FavoriteAddressInput {
  return {
    name: 'Dialysezentrum Mitte',
    street: 'Chausseestraße',
    houseNumber: '45',
    floor: 'EG',
    city: 'Berlin',
    zipCode: '10115',
    country: 'DE',
    note: 'Anmeldung links',
    ...overrides,
  };
}

/** A key for the Idempotency-Key header, unique per call. */
export const idempotencyKey = () => `test-${crypto.randomUUID()}`;
