/** /v1/transports: order, read, list, update and the history (PRODUCT.md §4, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { hoursFrom, newPatient, newTransport, transportInput } from './support/transports';

let harness: Harness;
let ward: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  ({ client: ward } = await signedInUser(harness, 'medical_facility'));
});
afterAll(() => harness.close());

const now = () => harness.clock.now();

describe('ordering a transport', () => {
  it('answers the contract shape with a number, the patient snapshot and the actions', async () => {
    const transport = await newTransport(ward, now());
    expect(transport).toMatchObject({
      status: 'open',
      version: 1,
      number: expect.stringMatching(/^T-\d{4}-\d{6}$/),
      patient: { lastName: 'Meier', firstName: 'Anna', birthday: '1941-05-17' },
      assignedCompany: null,
      actions: ['cancel', 'edit'],
    });
    const read = await ward.get(`/v1/transports/${transport.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(transport);
  });
});

describe('the list', () => {
  it('filters by status and day, searches number, patient name and city, and sorts', async () => {
    const { client } = await signedInUser(harness, 'medical_facility');
    const patientId = await newPatient(client, { lastName: 'Özdemir', firstName: 'Ayşe' });
    const order = (hours: number, city: string) =>
      client.post('/v1/transports', {
        ...transportInput(patientId, now(), { pickupAt: hoursFrom(now(), hours) }),
        destination: {
          address: { street: 'Weg', houseNumber: '1', city, zipCode: '14467', country: 'DE' },
        },
      });
    const soon = (await order(24, 'Potsdam')).body;
    const later = (await order(24 * 5, 'Cottbus')).body;
    await client.post(`/v1/transports/${later.id}/cancel`, { reason: 'Verlegt' });
    const ids = async (query: string) =>
      (await client.get(`/v1/transports?${query}`)).body.data.map((t: { id: string }) => t.id);

    expect(await ids('')).toEqual([soon.id, later.id]);
    expect(await ids('sort=-pickupAt')).toEqual([later.id, soon.id]);
    expect(await ids('status=cancelled')).toEqual([later.id]);
    expect(await ids('status=open,cancelled')).toEqual([soon.id, later.id]);
    const day = (iso: string) =>
      new Date(iso).toLocaleDateString('sv', { timeZone: 'Europe/Berlin' });
    expect(await ids(`from=${day(later.pickupAt)}`)).toEqual([later.id]);
    expect(await ids(`to=${day(soon.pickupAt)}`)).toEqual([soon.id]);
    expect(await ids(`search=${later.number}`)).toEqual([later.id]);
    expect(await ids(`search=${later.number.slice(2)}`)).toEqual([later.id]);
    expect(await ids('search=ozdem')).toEqual([soon.id, later.id]);
    expect(await ids('search=cott')).toEqual([later.id]);
    expect((await client.get('/v1/transports?status=bogus')).status).toBe(400);
  });
});
