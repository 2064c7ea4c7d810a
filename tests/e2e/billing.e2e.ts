/**
 * Issue 13 end to end, as one story: a transport company with a price list carries out
 * transports, sees what its price list makes of a trip, opens the running month's draft, whose
 * lines and total are the contract's prices of those trips, and downloads it as PDF. Set-up (price list, billing
 * profile, orders and the crew's steps) goes through the API; the story's own steps through the UI.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SAMPLE_PRICE_LIST,
  priceTrip,
  type InvoiceDetail,
  type PriceListInput,
} from '../../src/contract/billing';
import { todayInGermany } from '../../src/contract/dates';
import type { Transport } from '../../src/contract/transport-answer';
import { apiFor, E2E_PRESCRIPTION, patientBody, transportOrderBody, type Api } from './support/api';
import { pdfText } from '../api/support/pdf-text';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

/** German amounts as the screens write them ("134,88 €", with a no-break space). */
const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The crew's steps 3 → 7 → completed with the trip's km and waiting minutes. */
async function carryOut(api: Api, id: string, km: number, waitingMinutes: number) {
  for (const status of ['en_route', 'in_transit'] as const) {
    expect((await api.send('POST', `transports/${id}/status`, { status })).status).toBe(200);
  }
  const done = await api.send('POST', `transports/${id}/status`, {
    status: 'completed',
    km,
    waitingMinutes,
  });
  expect(done.status).toBe(200);
}

describe('billing of a transport company', () => {
  it('prices its trips by its list, shows them in the running month’s draft and downloads it as PDF', async () => {
    const company = await newAccount('transport_company');
    const api = await apiFor(baseUrl(), company);
    const prices: PriceListInput = { ...SAMPLE_PRICE_LIST, validFrom: todayInGermany() };
    expect((await api.send('PUT', 'settings/prices', prices)).status).toBe(200);
    const profile = await api.send('PUT', 'settings/billing', {
      name: `${company.organization} GmbH`,
      street: 'Hafenstraße',
      houseNumber: '12',
      zipCode: '20457',
      city: 'Hamburg',
      invoiceEmail: 'rechnung@example.org',
      vatId: 'DE136695976',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
    expect(profile.status).toBe(200);

    const patient = await api.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
    const pickupAt = new Date(Date.now() + 20 * 60_000).toISOString();
    const trips = [
      { km: 18, waitingMinutes: 20 },
      { km: 7, waitingMinutes: 0 },
    ];
    const numbers: string[] = [];
    for (const trip of trips) {
      const order = await api.send<Transport>(
        'POST',
        'transports',
        // The company's own order (assigned to it at once); the patient pays nothing.
        transportOrderBody(patient.body.id, new Date(pickupAt), {
          payer: { kind: 'insurer' },
          prescription: { ...E2E_PRESCRIPTION, coPayment: 'exempt' },
        }),
      );
      expect(order.status).toBe(201);
      await carryOut(api, order.body.id, trip.km, trip.waitingMinutes);
      numbers.push(order.body.number);
    }
    // What the server must have charged: the contract's pricing of each trip (night and
    // weekend surcharges depend on when this runs, so nothing here is a fixed figure).
    const expectedGross = trips
      .map((trip) =>
        priceTrip(prices as never, {
          transportClass: 'KTW',
          pickupAt,
          infection: 'none',
          outcome: 'trip',
          ...trip,
        }),
      )
      .reduce((sum, price) => sum + price.grossCents, 0);

    // The price list's live example speaks the list just saved.
    const page = await opened.signedIn(company, '/settings/billing?tab=prices');
    await page.getByRole('heading', { name: 'Beispiel' }).waitFor();
    await expect
      .poll(() => page.getByTestId('price-example').textContent(), { timeout: 20_000 })
      .toBe(`KTW, 18 km, 20 min Wartezeit → ${euro(11240)}`);

    // The running month's draft: the statement with both trips and their total.
    await page
      .getByRole('link', { name: /^Rechnungen$/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Entwurf für diesen Monat' }).click();
    const statement = page.getByRole('region', { name: 'Sammelabrechnung' });
    for (const number of numbers) await statement.getByText(number).waitFor();
    expect(await statement.getByTestId('invoice-gross').textContent()).toBe(euro(expectedGross));

    // "PDF herunterladen": the draft as the server renders it, with both trips and the total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statement.getByRole('button', { name: 'PDF herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Sammelabrechnung-Entwurf\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Entwurf');
    for (const number of numbers) expect(text).toContain(number);
    expect(text).toContain(euro(expectedGross).replace(/\s/g, ' '));

    const drafts = await api.send<InvoiceDetail[]>('POST', 'invoices/draft', {});
    // The company's statement, and the same trips again on the invoice to their payer (issue 28).
    const statementDraft = drafts.body.filter((draft) => draft.payer === null);
    const payerDrafts = drafts.body.filter((draft) => draft.payer !== null);
    expect(statementDraft.map((draft) => draft.grossCents)).toEqual([expectedGross]);
    expect(payerDrafts.reduce((sum, draft) => sum + draft.grossCents, 0)).toBe(expectedGross);

    expect(errorsOf(page)).toEqual([]);
  }, 180_000);
});
