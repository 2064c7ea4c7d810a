/**
 * Price lists per Kasse (issue 28 §2, decision 121): a company binds a list to Kassen by IK; a
 * ride billed to such a Kasse is priced by that list, every other ride by the default list. The
 * 422 names `insurerIks`; lists are the company's own.
 *
 * KTW base fees: default list 60,00 €, the AOK's list 65,00 € (rides of 0 km, no waiting, on a
 * Tuesday at 10:00 in Berlin: the base fee is the price).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../../src/contract/billing/invoice';
import {
  SAMPLE_PRICE_LIST,
  type PriceList,
  type PriceListData,
  type PriceLists,
} from '../../src/contract/billing/price-list';
import type { TransportCreateInput } from '../../src/contract/transport';
import type { Transport } from '../../src/contract/transport-answer';
import { drive } from './support/billing';
import { startHarness, type Harness } from './support/harness';
import { patientInput } from './support/master-data';
import { orgOf, type Org } from './support/transport-parties';
import { transportInput } from './support/transports';

let harness: Harness;
let company: Org;
let rival: Org;
let ward: Org;

function nextTuesday(now: Date): Date {
  const day = new Date(now.getTime() + 2 * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(9, 0, 0, 0);
  return day;
}
const TUESDAY = nextTuesday(new Date());
const MONTH = TUESDAY.toISOString().slice(0, 7);

const AOK = { name: 'AOK Nordost', ik: '109519005' };
const TK = { name: 'Techniker Krankenkasse', ik: '101575519' };
const BARMER = '104940005';

const withKtwBase = (list: PriceListData, baseFeeCents: number): PriceListData => ({
  ...list,
  classes: { ...list.classes, KTW: { ...list.classes.KTW, baseFeeCents } },
});
const aokList = { ...withKtwBase(SAMPLE_PRICE_LIST, 6500), insurerIks: [AOK.ik, BARMER] };

beforeAll(async () => {
  harness = await startHarness();
  [company, rival, ward] = await Promise.all([
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'medical_facility'),
  ]);
});
afterAll(() => harness.close());

async function rideOf(
  insurer: typeof AOK | null,
  order: Partial<TransportCreateInput>,
): Promise<Transport> {
  const patient = await company.client.post<{ id: string }>(
    '/v1/patients',
    patientInput({ firstName: 'Paula', lastName: 'Preis', ...(insurer ? { insurer } : {}) }),
  );
  expect(patient.status, JSON.stringify(patient.body)).toBe(201);
  const created = await company.client.post<Transport>(
    '/v1/transports',
    transportInput(patient.body.id, harness.clock.now(), {
      pickupAt: TUESDAY.toISOString(),
      ...order,
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await drive(company.client, created.body, 'completed', { km: 0, waitingMinutes: 0 });
  return created.body;
}

async function netOf(transportId: string) {
  const drafts = await company.client.post<InvoiceDetail[]>('/v1/invoices/draft', {
    period: MONTH,
  });
  const statement = drafts.body.find((draft) => draft.kind === 'statement');
  return statement?.lines.find((line) => line.transportId === transportId)?.netCents;
}

describe('price lists per Kasse', () => {
  it('keep a default list and one bound to Kassen side by side on the same day', async () => {
    expect((await company.client.put('/v1/settings/prices', SAMPLE_PRICE_LIST)).status).toBe(200);
    // IKs come back compact and sorted, whatever order or spacing they were typed in.
    const saved = await company.client.put<PriceLists>('/v1/settings/prices', {
      ...aokList,
      insurerIks: ['104 940 005', AOK.ik, AOK.ik],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.versions.map((version) => version.insurerIks)).toEqual(
      expect.arrayContaining([[], [BARMER, AOK.ik]]),
    );
    expect(saved.body.versions).toHaveLength(2);
    // "Aktuell" is the default list, never a Kasse's.
    expect(saved.body.current?.insurerIks).toEqual([]);
    expect(saved.body.current?.classes.KTW.baseFeeCents).toBe(6000);
  });

  it('replace the Kassen’s list of the same day, not the default one', async () => {
    const again = await company.client.put<PriceLists>('/v1/settings/prices', {
      ...aokList,
      infectionSurchargeCents: 4100,
    });
    expect(again.body.versions).toHaveLength(2);
    const bound = again.body.versions.find((version) => version.insurerIks.length > 0);
    expect(bound?.infectionSurchargeCents).toBe(4100);
    expect(again.body.current?.infectionSurchargeCents).toBe(3500);
  });

  it('refuse a second list of the same day for a Kasse one already names', async () => {
    const overlap = await company.client.put<{ errors: Record<string, string[]> }>(
      '/v1/settings/prices',
      { ...aokList, insurerIks: [BARMER] },
    );
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.insurerIks?.[0]).toMatch(/IK/);
    const { body } = await company.client.get<PriceLists>('/v1/settings/prices');
    expect(body.versions).toHaveLength(2);
  });

  it('price a ride of the Kasse by its list, others by the default list', async () => {
    const aok = await rideOf(AOK, { payer: { kind: 'insurer' } });
    const tk = await rideOf(TK, { payer: { kind: 'insurer' } });
    const self = await rideOf(AOK, { payer: { kind: 'self' }, prescription: null });
    expect(await netOf(aok.id)).toBe(6500);
    expect(await netOf(tk.id)).toBe(6000);
    // The AOK patient paying herself is not the AOK's ride.
    expect(await netOf(self.id)).toBe(6000);
  });

  it('refuse a wrong IK with a 422 naming insurerIks', async () => {
    for (const insurerIks of [['109519006'], ['12345'], [42], 'not a list']) {
      const response = await company.client.put<{ errors: Record<string, string[]> }>(
        '/v1/settings/prices',
        { ...SAMPLE_PRICE_LIST, insurerIks },
      );
      expect(response.status, JSON.stringify(insurerIks)).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['insurerIks']);
    }
  });

  it('are the company’s own: a rival sees none of them, a ward may not ask', async () => {
    const { body } = await rival.client.get<PriceLists>('/v1/settings/prices');
    expect(body.versions.map((version: PriceList) => version.insurerIks)).toEqual([]);
    expect((await ward.client.put('/v1/settings/prices', aokList)).status).toBe(403);
  });
});
