/**
 * The marketplace's filters on series cards (decision 051): class and pickup postcode of the
 * series, and a day range by its open dates; the same refusals as the open transports' list; the
 * data scope unchanged. The clock is set to October 2026, as in transport-series.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MarketplaceSeriesItem,
  TransportSeries,
} from '../../src/contract/transport-series-answer';
import { startHarness, type Harness } from './support/harness';
import { newSeries } from './support/series';
import { orgOf, serveArea, type Org } from './support/transport-parties';

let harness: Harness;
let ward: Org;
let company: Org;
let rival: Org;
let elsewhere: Org;
/** KTW from Bautzen, Mo/We/Fr from Wednesday 2026-10-21. */
let bautzen: TransportSeries;
/** BTW from Görlitz, Tuesdays from 2026-10-27. */
let goerlitz: TransportSeries;

const place = (city: string, zipCode: string) => ({
  address: { street: 'Hauptmarkt', houseNumber: '1', city, zipCode, country: 'DE' },
});

beforeAll(async () => {
  harness = await startHarness();
  harness.clock.set(new Date('2026-10-20T08:00:00Z'));
  [ward, company, rival, elsewhere] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
  // Postcodes of their own: on PostgreSQL other test files' series share the marketplace.
  await serveArea(harness, company, ['026', '028']);
  await serveArea(harness, elsewhere, ['80']);
  bautzen = await newSeries(ward.client, '2026-10-21', { start: place('Bautzen', '02625') });
  goerlitz = await newSeries(ward.client, '2026-10-27', {
    start: place('Görlitz', '02826'),
    transportClass: 'BTW',
    mobility: 'wheelchair_stay',
    equipment: [],
    recurrence: { weekdays: ['TU'], count: 4 },
  });
});
afterAll(() => harness.close());

type SeriesPage = { data: MarketplaceSeriesItem[]; total_rows: number };
const seriesOn = async (org: Org, query = '') => {
  const page = await org.client.get<SeriesPage>(`/v1/marketplace/series?per_page=100${query}`);
  expect(page.status).toBe(200);
  return page.body;
};
const ids = (page: SeriesPage) => page.data.map((item) => item.id);
const openDates = (series: TransportSeries) =>
  series.dates.filter((date) => date.transport?.status === 'open').map((date) => date.date);

describe('the marketplace filters on series', () => {
  it('shows both series unfiltered, each with its own open dates', async () => {
    const page = await seriesOn(company);
    expect(ids(page)).toEqual([bautzen.id, goerlitz.id]);
    expect(page.total_rows).toBe(2);
    const [first, second] = page.data;
    expect(first!.dates.map((date) => date.date)).toEqual(openDates(bautzen));
    expect(second!.dates.map((date) => date.date)).toEqual(openDates(goerlitz));
    expect(second!.dates.map((date) => date.date)).toEqual(['2026-10-27', '2026-11-03']);
  });

  it('narrows by the series’ class and pickup postcode', async () => {
    expect(ids(await seriesOn(company, '&transportClass=BTW'))).toEqual([goerlitz.id]);
    expect(ids(await seriesOn(company, '&transportClass=KTW'))).toEqual([bautzen.id]);
    expect(ids(await seriesOn(company, '&transportClass=TAXI'))).toEqual([]);
    expect(ids(await seriesOn(company, '&zipCode=026'))).toEqual([bautzen.id]);
    expect(ids(await seriesOn(company, '&zipCode=02826'))).toEqual([goerlitz.id]);
    expect(ids(await seriesOn(company, '&zipCode=0282&transportClass=KTW'))).toEqual([]);
  });

  it('narrows by days: a series matches with at least one open date on them', async () => {
    const tuesday = await seriesOn(company, '&from=2026-10-27&to=2026-10-27');
    expect(ids(tuesday)).toEqual([goerlitz.id]);
    expect(tuesday.total_rows).toBe(1);
    // The card still lists every open date: taking the series takes them all.
    expect(tuesday.data[0]!.dates).toHaveLength(2);
    expect(ids(await seriesOn(company, '&from=2026-10-21&to=2026-10-26'))).toEqual([bautzen.id]);
    expect(ids(await seriesOn(company, '&from=2026-10-28'))).toEqual([bautzen.id, goerlitz.id]);
    expect(ids(await seriesOn(company, '&to=2026-10-26'))).toEqual([bautzen.id]);
    // Beyond the dates made so far (two weeks ahead) no series has an open date yet.
    expect(ids(await seriesOn(company, '&from=2026-12-01&to=2026-12-31'))).toEqual([]);
    // Days in Germany: 00:30 on the 23rd in Berlin is still the 22nd in UTC; 07:15 is 05:15 UTC.
    expect(ids(await seriesOn(company, '&from=2026-10-23&to=2026-10-23'))).toEqual([bautzen.id]);
  });

  it('counts only dates still open: a date another company took alone does not match', async () => {
    const friday = bautzen.dates.find((date) => date.date === '2026-10-23')!.transport!.id;
    expect((await rival.client.post(`/v1/transports/${friday}/accept`, {})).status).toBe(200);
    expect(ids(await seriesOn(company, '&from=2026-10-23&to=2026-10-23'))).toEqual([]);
    expect(ids(await seriesOn(company, '&from=2026-10-21&to=2026-10-21'))).toEqual([bautzen.id]);
    const item = (await seriesOn(company, '&zipCode=026')).data[0]!;
    expect(item.dates.map((date) => date.date)).not.toContain('2026-10-23');
  });

  it('keeps the data scope: other areas see nothing, wards are refused, the item stays minimised', async () => {
    expect(ids(await seriesOn(elsewhere, '&from=2026-10-21&to=2026-10-31'))).not.toContain(
      bautzen.id,
    );
    expect(ids(await seriesOn(elsewhere, '&zipCode=02'))).toEqual([]);
    const refused = await ward.client.get('/v1/marketplace/series?transportClass=KTW');
    expect(refused).toMatchObject({ status: 403, body: { code: 1403 } });
    const page = await seriesOn(company, '&from=2026-10-27&to=2026-10-27&transportClass=BTW');
    const text = JSON.stringify(page);
    for (const secret of ['Meier', '1941', 'dialysis', 'Hauptmarkt', 'AOK']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('refusals', () => {
  const BAD = [
    ['transportClass=RTW', ['transportClass']],
    ['from=2026-02-30', ['from']],
    ['to=morgen', ['to']],
    ['from=2026-10-28&to=2026-10-27', ['to']],
    ['zipCode=ab', ['zipCode']],
  ] as const;

  it.each(BAD)('refuses %s as the open transports’ list does (400/1400)', async (query, fields) => {
    const series = await company.client.get(`/v1/marketplace/series?${query}`);
    const single = await company.client.get(`/v1/marketplace?${query}`);
    expect(series).toMatchObject({ status: 400, body: { code: 1400 } });
    expect(Object.keys(series.body.errors)).toEqual(fields);
    expect(single.status).toBe(series.status);
    expect(series.body.errors).toEqual(single.body.errors);
  });
});
