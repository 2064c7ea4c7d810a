/** Transport orders for the API tests: a valid body, and a patient to order it for. */
import type { PrescriptionInput } from '../../../src/contract/prescription';
import type { TransportCreateInput } from '../../../src/contract/transport';
import type { Transport } from '../../../src/contract/transport-answer';
import type { ApiClient } from './client';
import { patientInput } from './master-data';

const HOUR = 3_600_000;

/** A time `hours` from `now`, as the API takes it. */
export const hoursFrom = (now: Date, hours: number) =>
  new Date(now.getTime() + hours * HOUR).toISOString();

export function transportInput(
  patientId: string,
  now: Date,
  overrides: Partial<TransportCreateInput> = {},
): TransportCreateInput {
  return {
    patientId,
    reason: 'discharge',
    transportClass: 'KTW',
    mobility: 'lying',
    equipment: [{ type: 'oxygen', litersPerMinute: 2 }],
    infection: { type: 'none' },
    weightKg: 80,
    companions: 0,
    stairsWithoutLift: false,
    crewNote: 'Bitte klingeln',
    start: {
      address: {
        street: 'Invalidenstraße',
        houseNumber: '12',
        city: 'Berlin',
        zipCode: '10115',
        country: 'DE',
      },
      ward: 'Station 3B',
      room: '12',
      contactPhone: '+49 30 1234567',
    },
    destination: {
      address: {
        street: 'Seestraße',
        houseNumber: '4',
        city: 'Potsdam',
        zipCode: '14467',
        country: 'DE',
      },
    },
    pickupAt: hoursFrom(now, 24),
    payer: { kind: 'insurer' },
    prescription: prescriptionInput(),
    ...overrides,
  };
}

/** A discharge's Muster 4: inpatient, so no approval is needed (decision 095). */
export function prescriptionInput(overrides: Partial<PrescriptionInput> = {}): PrescriptionInput {
  return {
    issuedOn: '2026-11-20',
    direction: 'outbound',
    reason: 'inpatient_full',
    treatmentOn: '2026-11-20',
    facility: 'Charité Campus Mitte, Berlin',
    vehicle: 'ktw',
    vehicleNote: 'Sauerstoffgabe während der Fahrt',
    coPayment: 'required',
    legalCase: 'none',
    approval: null,
    ...overrides,
  };
}

/** A patient of the client's organisation; its id. */
export async function newPatient(
  client: ApiClient,
  overrides: Parameters<typeof patientInput>[0] = {},
): Promise<string> {
  const response = await client.post<{ id: string }>('/v1/patients', patientInput(overrides));
  if (response.status !== 201) throw new Error(`patient: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** Orders a transport; the answer's body. */
export async function newTransport(
  client: ApiClient,
  now: Date,
  overrides: Partial<TransportCreateInput> = {},
): Promise<Transport> {
  const patientId = await newPatient(client);
  const response = await client.post<Transport>(
    '/v1/transports',
    transportInput(patientId, now, overrides),
  );
  if (response.status !== 201) throw new Error(`transport: ${JSON.stringify(response.body)}`);
  return response.body;
}
