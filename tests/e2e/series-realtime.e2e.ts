/**
 * The ward's series view follows a company taking the whole series over realtime (decision 052),
 * each time well before the view's half-minute interval would ask again: reloaded right after
 * the accept — the restored cache, saved before it, is fresh by its age and its events went to
 * the page that closed — and left open on a series whose dates are not made yet, which only
 * the series' own event speaks for. Set-up and the company go through the API.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TransportSeries } from '../../src/contract/transport-series-answer';
import { apiFor, E2E_PRESCRIPTION, patientBody, type Api } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { subscribedTo } from './support/realtime';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const DAY = 24 * 60 * 60_000;
/** Sooner than the view's own interval (30 s): only realtime can have brought the change. */
const SOON = { timeout: 20_000 };

/** A daily series of three dates from `daysAhead` days on; its id. */
async function orderSeries(api: Api, daysAhead: number): Promise<string> {
  const patient = await api.send<{ id: string }>('POST', 'patients', patientBody('Echtzeit'));
  expect(patient.status).toBe(201);
  const place = (street: string, zipCode: string) => ({
    address: { street, houseNumber: '1', city: 'Berlin', zipCode, country: 'DE' },
  });
  const startDate = new Date(Date.now() + daysAhead * DAY).toLocaleDateString('sv', {
    timeZone: 'Europe/Berlin',
  });
  const series = await api.send<TransportSeries>('POST', 'transport-series', {
    patientId: patient.body.id,
    reason: 'dialysis',
    transportClass: 'KTW',
    mobility: 'lying',
    start: place('Seestraße', '13353'),
    destination: place('Chausseestraße', '10115'),
    payer: { kind: 'insurer' },
    // Radiotherapy by KTW: the Kasse's approval, valid beyond the series (decision 095).
    prescription: {
      ...E2E_PRESCRIPTION,
      reason: 'outpatient_high_frequency',
      treatmentOn: null,
      frequency: '5× pro Woche',
      approval: { reference: 'AZ-2026-0815', validUntil: '2999-12-31' },
    },
    recurrence: {
      startDate,
      // Every day from tomorrow, three dates, all made at once — at 07:30, so that the series
      // story (07:15 daily) finds its own card on the shared marketplace, not this one.
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
      count: 3,
      pickupTime: '07:30',
      state: 'BE',
      skipHolidays: false,
    },
  });
  expect(series.status).toBe(201);
  return series.body.id;
}

/** The ward's series view, subscribed to its organisation's channel; and the company's api. */
async function wardWatching(daysAhead: number) {
  const [ward, company] = await Promise.all([
    newAccount('medical_facility'),
    newAccount('transport_company'),
  ]);
  const id = await orderSeries(await apiFor(baseUrl(), ward), daysAhead);
  const page = await opened.signedIn(ward, `/transport/series/${id}`);
  await page.getByText('Die ganze Serie hat noch kein Unternehmen übernommen.').waitFor();
  // The company acts once the page listens: an event sent before reaches nobody live.
  await subscribedTo(page, ['private-org.']);
  const accept = async () => {
    const companyApi = await apiFor(baseUrl(), company);
    expect((await companyApi.send('POST', `transport-series/${id}/accept`, {})).status).toBe(200);
  };
  return { page, id, company, accept };
}

describe("a series taken whole, on the ward's open view", () => {
  it('shows the series taken after a reload right after the accept', async () => {
    const { page, id, company, accept } = await wardWatching(1);
    await page.getByText(/Von 3 angelegten Terminen sind 0 vergeben, 3 offen/).waitFor();
    await accept();
    await page.goto(`${baseUrl()}/transport/series/${id}`);
    await page.getByText(`Ganze Serie übernommen von ${company.organization}.`).waitFor(SOON);
    await page.getByText(/Von 3 angelegten Terminen sind 3 vergeben, 0 offen/).waitFor(SOON);
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows a series taken before its first date was made, without a reload', async () => {
    // A month ahead: beyond the two weeks in which dates are made, so none exists yet.
    const { page, company, accept } = await wardWatching(30);
    await page.getByText(/Von 0 angelegten Terminen/).waitFor();
    await accept();
    await page.getByText(`Ganze Serie übernommen von ${company.organization}.`).waitFor(SOON);
    expect(errorsOf(page)).toEqual([]);
  });
});
