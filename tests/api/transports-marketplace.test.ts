/**
 * The marketplace (PRODUCT.md §4, §7): companies only, open and released transports in their
 * service area, soonest first, the minimised item and nothing more; round trips with a fixed or
 * an on-call return. The escalation ladder and the expiry at the pickup: escalation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';
import { orgOf, serveArea, type Org } from './support/transport-parties';
import { hoursFrom, newTransport } from './support/transports';

let harness: Harness;
let ward: Org;
let company: Org;
let munich: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, company, munich] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
  await serveArea(harness, munich, ['80', '81']);
});
afterAll(() => harness.close());

const now = () => harness.clock.now();
const marketplace = (org: Org, query = '') =>
  org.client.get(`/v1/marketplace?per_page=100${query}`);
const ids = (page: { body: { data: { id: string }[] } }) => page.body.data.map((item) => item.id);

const ITEM_KEYS = [
  'id',
  'number',
  'pickupAt',
  'appointmentAt',
  'transportClass',
  'mobility',
  'equipment',
  'infection',
  'weightKg',
  'start',
  'destination',
  'patient',
  'seriesId',
  'urgent',
].sort();

describe('the marketplace', () => {
  it('refuses wards with 403', async () => {
    expect(await marketplace(ward)).toMatchObject({ status: 403, body: { code: 1403 } });
  });

  it('shows the minimised item of PRODUCT.md §7, nothing more about the patient', async () => {
    // A postcode of its own: on PostgreSQL other test files' transports share the marketplace.
    const transport = await newTransport(ward.client, now(), {
      pickupAt: hoursFrom(now(), 30),
      start: {
        address: {
          street: 'Prager Straße',
          houseNumber: '1',
          city: 'Dresden',
          zipCode: '01069',
          country: 'DE',
        },
      },
    });
    const page = await marketplace(company, '&zipCode=01069');
    const item = page.body.data.find((entry: { id: string }) => entry.id === transport.id);
    expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    expect(item).toEqual({
      id: transport.id,
      number: transport.number,
      pickupAt: transport.pickupAt,
      appointmentAt: null,
      transportClass: 'KTW',
      mobility: 'lying',
      equipment: [{ type: 'oxygen', litersPerMinute: 2 }],
      infection: { type: 'none' },
      weightKg: 80,
      start: { zipCode: '01069', city: 'Dresden' },
      destination: { zipCode: '14467', city: 'Potsdam' },
      patient: { initials: 'A. M.', ageBand: '80-89' },
      seriesId: null,
      urgent: false,
    });
    const text = JSON.stringify(page.body);
    // Nor the Muster 4 or the payer before assignment (decision 095): health data.
    const { facility, vehicleNote } = transport.prescription!;
    for (const secret of [
      'Meier',
      '1941-05-17',
      'X110411675',
      '1234567',
      'Prager',
      facility,
      vehicleNote!,
      'inpatient_full',
      '109519005',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('lists only the company’s service area, soonest first, filtered by day, class and postcode', async () => {
    const later = await newTransport(ward.client, now(), {
      pickupAt: hoursFrom(now(), 50),
      start: {
        address: {
          street: 'Marienplatz',
          houseNumber: '1',
          city: 'München',
          zipCode: '80331',
          country: 'DE',
        },
      },
    });
    const sooner = await newTransport(ward.client, now(), {
      pickupAt: hoursFrom(now(), 26),
      start: {
        address: {
          street: 'Leopoldstraße',
          houseNumber: '2',
          city: 'München',
          zipCode: '81379',
          country: 'DE',
        },
      },
    });
    expect(ids(await marketplace(munich))).toEqual([sooner.id, later.id]);
    expect(ids(await marketplace(munich, '&zipCode=803'))).toEqual([later.id]);
    expect(ids(await marketplace(munich, '&transportClass=BTW'))).toEqual([]);
    const day = new Date(later.pickupAt!).toLocaleDateString('sv', { timeZone: 'Europe/Berlin' });
    expect(ids(await marketplace(munich, `&from=${day}&to=${day}`))).toEqual([later.id]);
    // Everywhere for a company without an area: Berlin's too.
    const all = ids(await marketplace(company, '&zipCode=8'));
    expect(all).toEqual(expect.arrayContaining([sooner.id, later.id]));
    expect(await munich.client.post(`/v1/transports/${sooner.id}/accept`, {})).toMatchObject({
      status: 200,
    });
    expect(ids(await marketplace(munich))).toEqual([later.id]);
  });
});

describe('round trips', () => {
  it('creates the linked return with its own time, start and destination swapped', async () => {
    const returnAt = hoursFrom(now(), 28);
    const outbound = await newTransport(ward.client, now(), { roundTrip: { returnAt } });
    expect(outbound.roundTrip).toEqual({ returnAt, onCall: false });
    const back = await ward.client.get(`/v1/transports/${outbound.returnTransportId}`);
    expect(back.body).toMatchObject({
      status: 'open',
      outboundTransportId: outbound.id,
      pickupAt: returnAt,
      start: { address: { city: 'Potsdam' } },
      destination: { address: { city: 'Berlin' } },
    });
    expect(back.body.number).not.toBe(outbound.number);
  });

  it('keeps an on-call return off the marketplace until the ward releases it', async () => {
    const outbound = await newTransport(ward.client, now(), { roundTrip: { onCall: true } });
    const returnId = outbound.returnTransportId!;
    const back = await ward.client.get(`/v1/transports/${returnId}`);
    expect(back.body).toMatchObject({
      pickupAt: null,
      status: 'open',
      actions: ['cancel', 'edit', 'release'],
    });
    expect(ids(await marketplace(company, '&zipCode=14467'))).not.toContain(returnId);
    expect(await company.client.post(`/v1/transports/${returnId}/accept`, {})).toMatchObject({
      status: 404,
    });

    const release = (at: string) =>
      ward.client.post(`/v1/transports/${returnId}/release`, { returnAt: at });
    // Each refusal names the field, so the release dialog shows it there (its checks are the same).
    const refusedAt = (message: string) => ({
      status: 422,
      body: { code: 1422, errors: { returnAt: [message] } },
    });
    expect(await release(hoursFrom(now(), -2))).toMatchObject(
      refusedAt('Die Rückfahrt liegt in der Vergangenheit.'),
    );
    expect(await release(hoursFrom(now(), 23))).toMatchObject(
      refusedAt('Die Rückfahrt muss nach der Hinfahrt liegen.'),
    );
    expect(await release('')).toMatchObject(
      refusedAt('Bitte ein gültiges Datum mit Uhrzeit angeben.'),
    );
    expect(
      await company.client.post(`/v1/transports/${returnId}/release`, {
        returnAt: hoursFrom(now(), 30),
      }),
    ).toMatchObject({ status: 404 });
    const returnAt = hoursFrom(now(), 30);
    const released = await release(returnAt);
    expect(released.body).toMatchObject({
      pickupAt: returnAt,
      actions: ['cancel', 'edit'],
    });
    expect(ids(await marketplace(company, '&zipCode=14467'))).toContain(returnId);
    expect(await release(hoursFrom(now(), 31))).toMatchObject({
      status: 409,
      body: { code: 1410 },
    });
    expect(
      await ward.client.post(`/v1/transports/${outbound.id}/release`, {
        returnAt: hoursFrom(now(), 31),
      }),
    ).toMatchObject({ status: 409, body: { code: 1410 } });
  });
});
