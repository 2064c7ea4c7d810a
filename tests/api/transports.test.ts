/** /v1/transports: order, read, list, update and the history (PRODUCT.md §4, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { orgOf } from './support/transport-parties';
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

describe('the company’s list', () => {
  it('merges its own orders and those it carries for others in pickup order, each once, paged and counted', async () => {
    const company = await orgOf(harness, 'transport_company');
    const at = (hours: number) => ({ pickupAt: hoursFrom(now(), hours) });
    const carried = async (hours: number) => {
      const transport = await newTransport(ward, now(), at(hours));
      const accept = await company.client.post(`/v1/transports/${transport.id}/accept`, {});
      expect(accept.status).toBe(200);
      return transport;
    };
    // A company's own order is assigned to itself: orderer and assignee both, listed once.
    const ownSoon = await newTransport(company.client, now(), at(30));
    const carriedFirst = await carried(20);
    const carriedLater = await carried(40);
    const ownLater = await newTransport(company.client, now(), at(50));
    await newTransport(ward, now(), at(25)); // on the marketplace, not the company's
    await ward.post(`/v1/transports/${carriedLater.id}/cancel`, { reason: 'Verlegt' });

    const list = async (query: string) => {
      const response = await company.client.get(`/v1/transports?${query}`);
      expect(response.status).toBe(200);
      return {
        ids: response.body.data.map((t: { id: string }) => t.id),
        total: response.body.total_rows,
      };
    };
    const order = [carriedFirst.id, ownSoon.id, carriedLater.id, ownLater.id];
    expect(await list('')).toEqual({ ids: order, total: 4 });
    expect(await list('sort=-pickupAt')).toEqual({ ids: [...order].reverse(), total: 4 });
    for (const [index, id] of order.entries()) {
      expect(await list(`per_page=1&page=${index + 1}`)).toEqual({ ids: [id], total: 4 });
    }
    expect(await list('per_page=3&page=2')).toEqual({ ids: [ownLater.id], total: 4 });
    expect(await list('per_page=2&page=3')).toEqual({ ids: [], total: 4 });
    expect(await list('per_page=2&status=assigned')).toEqual({
      ids: [carriedFirst.id, ownSoon.id],
      total: 3,
    });
    expect(await list('status=cancelled')).toEqual({ ids: [carriedLater.id], total: 1 });
    expect(await list(`search=${ownSoon.number}`)).toEqual({ ids: [ownSoon.id], total: 1 });
  });
});
