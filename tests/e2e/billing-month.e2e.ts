/**
 * Issue 28 §2 end to end, as one story: a transport company's month with rides for two Kassen
 * (the TK's by its own price list, decision 121), one for a Berufsgenossenschaft, one for a
 * self-payer and one for an exempt patient. While the month runs, its drafts are one invoice per
 * payer, each correct to the cent as worked out by hand below, and the Kasse's PDF reads right.
 * Then the month ends: the story's own server is restarted with its clock on the next month's
 * first day (support/shifted-clock.ts — as a server restarted after the month's end), the
 * month-end job issues the month, and in the browser the company downloads the issued AOK invoice,
 * a patient's receipt and the ride's appendix with the Transportschein (decision 126), and cancels
 * the TK's invoice: its credit note takes the next number, the invoice stays as issued.
 *
 * Prices: KTW 60,00 € + 2,00 €/km + 8,20 € per started 15 min waiting, 0 % VAT (§ 4 Nr. 17 b
 * UStG); the TK's list 65,00 € base. No night/weekend surcharge in either list, so the figures do
 * not depend on when this runs. Set-up goes through the API.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_PRICE_LIST,
  type InvoiceDetail,
  type InvoiceSummary,
  type PriceListInput,
} from '../../src/contract/billing';
import { formatDayMonthYear, todayInGermany } from '../../src/contract/dates';
import type { Transport } from '../../src/contract/transport-answer';
import { pdfText } from '../api/support/pdf-text';
import { apiFor, E2E_PRESCRIPTION, patientBody, transportOrderBody, type Api } from './support/api';
import { createAccount, signIn } from './support/accounts';
import { browsers, errorsOf } from './support/app';
import { startAppServer, type AppServer } from './support/app-server';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

// The story's own server: its clock is moved past the month's end, which no other story may see.
let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
}, 180_000);
afterAll(() => server?.stop());
const baseUrl = () => server.baseUrl;

/** The story's month's end: the next month's first day, 02:00 or 03:00 in Germany. */
function afterMonthEnd(period: string): Date {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1, 1));
}

/** A file the page downloads when `button` is pressed: its name and its PDF text. */
async function downloaded(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: (await pdfText(bytes)).replace(/\s+/g, ' ') };
}

/**
 * A Transportschein as the crew's phone photographs it: a JPEG the browser's canvas encodes, as
 * the crew's camera step does (decision 073), portrait and at most 1600 px.
 */
async function transportscheinPhoto(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 1270;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fdf4f4';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#7a1f1f';
    context.font = 'bold 40px sans-serif';
    context.fillText('Verordnung einer Krankenbeförderung', 40, 80);
    context.font = '30px sans-serif';
    const lines = [
      'AOK Nordost  109519005',
      'Albers, Erika',
      'Hinfahrt  ·  KTW',
      'Dr. med. Beispiel',
    ];
    lines.forEach((line, index) => context.fillText(line, 40, 180 + index * 60));
    context.strokeStyle = '#7a1f1f';
    context.strokeRect(20, 20, canvas.width - 40, canvas.height - 40);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
}

const AOK = { name: 'AOK Nordost', ik: '109519005' };
const TK = { name: 'Techniker Krankenkasse', ik: '101575519' };

async function carryOut(api: Api, id: string, km: number, waitingMinutes: number) {
  for (const status of ['en_route', 'in_transit'] as const) {
    expect((await api.send('POST', `transports/${id}/status`, { status })).status).toBe(200);
  }
  const done = await api.send('POST', `transports/${id}/status`, {
    status: 'completed',
    km,
    waitingMinutes,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

describe('a transport company’s month', () => {
  it('is one invoice per payer, correct to the cent, issued at its end with receipts and appendices', async () => {
    const company = await createAccount(baseUrl(), server.dataDir, 'transport_company');
    let api = await apiFor(baseUrl(), company);
    const validFrom = todayInGermany();
    const standard: PriceListInput = {
      ...SAMPLE_PRICE_LIST,
      validFrom,
      nightWeekendSurchargePercent: 0,
    };
    const tkList: PriceListInput = {
      ...standard,
      classes: { ...standard.classes, KTW: { ...standard.classes.KTW, baseFeeCents: 6500 } },
      insurerIks: [TK.ik],
    };
    for (const list of [standard, tkList]) {
      const saved = await api.send('PUT', 'settings/prices', list);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
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
      ik: '260326822',
      providerGroupKey: '41 11001',
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);

    const pickupAt = new Date(Date.now() + 20 * 60_000);
    const period = todayInGermany(pickupAt).slice(0, 7);
    const ride = async (
      lastName: string,
      insurer: typeof AOK | null,
      order: Record<string, unknown>,
      km: number,
      waitingMinutes = 0,
    ) => {
      const patient = await api.send<{ id: string }>(
        'POST',
        'patients',
        patientBody(lastName, insurer ? { insurer } : { insurer: undefined }),
      );
      expect(patient.status, JSON.stringify(patient.body)).toBe(201);
      const created = await api.send<Transport>(
        'POST',
        'transports',
        transportOrderBody(patient.body.id, pickupAt, order),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await carryOut(api, created.body.id, km, waitingMinutes);
      return created.body;
    };
    // AOK: 60,00 + 18 × 2,00 + 2 × 8,20 = 112,40; 10 % = 11,24 → at most 10,00; claim 102,40
    const albers = await ride('Albers', AOK, {}, 18, 20);
    // AOK, exempt by the Muster 4: 60,00 + 10 × 2,00 = 80,00; no co-payment; claim 80,00
    await ride('Cordes', AOK, { prescription: { ...E2E_PRESCRIPTION, coPayment: 'exempt' } }, 10);
    // TK by its own list: 65,00 + 5 × 2,00 = 75,00; co-payment 7,50; claim 67,50
    await ride('Brandt', TK, {}, 5);
    // BG Verkehr after a work accident: 60,00 + 12 × 2,00 = 84,00; no co-payment
    await ride(
      'Dorn',
      null,
      {
        payer: { kind: 'accident_insurer', name: 'BG Verkehr', ik: '120390021' },
        prescription: { ...E2E_PRESCRIPTION, legalCase: 'work_accident' },
      },
      12,
    );
    // Self-payer: 60,00 + 3 × 2,00 = 66,00
    await ride('Engel', null, { payer: { kind: 'self' }, prescription: null }, 3);

    const drafts = await api.send<InvoiceDetail[]>('POST', 'invoices/draft', { period });
    expect(drafts.status).toBe(200);
    const statement = drafts.body.filter((draft) => draft.payer === null);
    expect(statement.map((draft) => draft.grossCents)).toEqual([41740]);
    const perPayer = drafts.body
      .filter((draft) => draft.payer !== null)
      .map((draft) => ({
        payer: draft.payer!.name,
        ik: draft.payer!.ik,
        rides: draft.lines.length,
        grossCents: draft.grossCents,
        coPaymentCents: draft.coPaymentTotalCents,
      }))
      .sort((a, b) => a.payer.localeCompare(b.payer));
    expect(perPayer).toEqual([
      { payer: 'AOK Nordost', ik: AOK.ik, rides: 2, grossCents: 19240, coPaymentCents: 1000 },
      { payer: 'BG Verkehr', ik: '120390021', rides: 1, grossCents: 8400, coPaymentCents: 0 },
      { payer: 'Erika Engel', ik: null, rides: 1, grossCents: 6600, coPaymentCents: 0 },
      {
        payer: 'Techniker Krankenkasse',
        ik: TK.ik,
        rides: 1,
        grossCents: 7500,
        coPaymentCents: 750,
      },
    ]);

    const aok = drafts.body.find((draft) => draft.payer?.ik === AOK.ik)!;
    const response = await fetch(`${baseUrl()}/v1/invoices/draft/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({
        period,
        kind: aok.kind,
        recipientId: aok.recipient.id,
        payerKey: aok.payer!.key,
      }),
    });
    expect(response.status).toBe(200);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    for (const expected of [
      'AOK Nordost',
      'IK 109519005',
      '260326822',
      '2 Fahrten',
      'Albers, Erika',
      'Cordes, Erika',
      'Krankentransportwagen',
      '112,40 €',
      '-10,00 €',
      '182,40 €',
      '§ 61 SGB V',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/\bKTW\b|\d{4}-\d{2}-\d{2}/);

    // The settings page names whose list each version is.
    const page = await opened.open();
    await signIn(page, baseUrl(), company, '/settings/billing?tab=prices');
    const versions = page.getByRole('list', { name: 'Versionen der Preisliste' });
    await versions.getByText(`Krankenkassen: IK ${TK.ik}`).waitFor();
    await versions.getByText('Standardpreisliste').waitFor();
    expect(errorsOf(page)).toEqual([]);

    // The crew photographed Erika Albers's Transportschein with the phone.
    const photo = await transportscheinPhoto(page);
    const confirmed = await api.send('PUT', `transports/${albers.id}/confirmation`, { photo });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204);
    await opened.closeAll();

    // The month ends while the server is down; it starts again on the next month's first day.
    await server.stop();
    const restartedAt = afterMonthEnd(period);
    server = await startAppServer(server, { clockOffsetMs: restartedAt.getTime() - Date.now() });
    api = await apiFor(baseUrl(), company);
    const issuedOn = todayInGermany(restartedAt);
    const year = issuedOn.slice(0, 4);
    // The month-end job issues the month within seconds of the start (INVOICES_FIRST_RUN_SECONDS).
    const listed = async () =>
      (await api.send<{ data: InvoiceSummary[] }>('GET', `invoices?period=${period}&sort=number`))
        .body.data;
    await expect.poll(async () => (await listed()).length, { timeout: 30_000 }).toBe(5);
    const issued = await listed();
    // Numbered without a gap from the company's first number of the year: statement and invoices.
    expect(issued.map((doc) => doc.number)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `${year}-${String(n).padStart(5, '0')}`),
    );
    expect(new Set(issued.map((doc) => doc.issuedOn))).toEqual(new Set([issuedOn]));
    const aokSummary = issued.find((doc) => doc.payer?.ik === AOK.ik)!;
    const tkSummary = issued.find((doc) => doc.payer?.ik === TK.ik)!;
    // The issued month is the drafts' month, to the cent.
    expect(
      issued.map((doc) => [doc.payer?.name ?? 'Sammelabrechnung', doc.grossCents]).sort(),
    ).toEqual(
      [
        ['Sammelabrechnung', 41740],
        ['AOK Nordost', 19240],
        ['BG Verkehr', 8400],
        ['Erika Engel', 6600],
        ['Techniker Krankenkasse', 7500],
      ].sort(),
    );
    const aokInvoice = (await api.send<InvoiceDetail>('GET', `invoices/${aokSummary.id}`)).body;
    const place = aokInvoice.lines.findIndex((line) => line.transportId === albers.id) + 1;
    const number = aokSummary.number!;

    // In the browser: the list of the month's documents, the AOK's invoice and its files.
    const billing = await opened.open();
    await signIn(billing, baseUrl(), company, '/settings/billing?tab=invoices');
    const list = billing.getByRole('grid', { name: 'Rechnungen' });
    for (const doc of issued) await list.getByText(doc.number!).waitFor();
    await list.getByRole('row').filter({ hasText: number }).click();
    const invoice = billing.getByRole('region', { name: `Rechnung ${number}` });
    await invoice.waitFor();
    const pdf = await downloaded(billing, () =>
      invoice.getByRole('button', { name: 'PDF herunterladen' }).click(),
    );
    expect(pdf.name).toBe(`Rechnung-${number}.pdf`);
    const day = (iso: string) => formatDayMonthYear(iso, 'de');
    for (const expected of [
      `Rechnung Nr. ${number}`,
      `Rechnungsnummer ${number}`,
      `Rechnungsdatum ${day(issuedOn)}`,
      `Leistungszeitraum ${day(aokInvoice.periodStart)} – ${day(aokInvoice.periodEnd)}`,
      'AOK Nordost',
      'IK Kostenträger 109519005',
      '2 Fahrten',
      'Albers, Erika',
      `Transportschein (Foto, Anlage ${number}/${place})`,
      '192,40 €',
      '-10,00 €',
      'Forderung 182,40 €',
      `(Verwendungszweck: ${number})`,
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    expect(pdf.text).not.toContain('Entwurf');

    const receipt = await downloaded(billing, () =>
      invoice.getByRole('button', { name: 'Quittung Albers, Erika herunterladen' }).click(),
    );
    expect(receipt.name).toBe(`Zuzahlungsquittung-${number}-${place}.pdf`);
    for (const expected of [
      'Quittung über die gesetzliche Zuzahlung',
      `Nr. ${number}/${place}`,
      'Erhalten von Albers, Erika',
      'Fahrkosten 112,40 €',
      'Zuzahlung erhalten 10,00 €',
      `Hamburg, ${day(issuedOn)}`,
    ]) {
      expect(receipt.text, expected).toContain(expected);
    }

    const appendix = await downloaded(billing, () =>
      invoice.getByRole('button', { name: 'Nachweis Albers, Erika herunterladen' }).click(),
    );
    expect(appendix.name).toBe(`Anlage-${number}-${place}.pdf`);
    for (const expected of [
      `Anlage ${number}/${place} zur Rechnung Nr. ${number}`,
      'Kostenträger AOK Nordost (IK 109519005)',
      `Transport ${albers.number}`,
      'Transportschein Foto vom',
    ]) {
      expect(appendix.text, expected).toContain(expected);
    }

    // Cancelling the TK's invoice issues a credit note with the next number; the invoice stays.
    await billing.goto(`${baseUrl()}/settings/billing?tab=invoices&invoice=${tkSummary.id}`);
    const tk = billing.getByRole('region', { name: `Rechnung ${tkSummary.number}` });
    await tk.getByRole('button', { name: 'Stornieren' }).click();
    await billing.getByRole('button', { name: 'Stornieren und Gutschrift erstellen' }).click();
    const creditNumber = `${year}-00006`;
    const credit = billing.getByRole('region', { name: `Stornorechnung ${creditNumber}` });
    await credit.waitFor();
    const creditPdf = await downloaded(billing, () =>
      credit.getByRole('button', { name: 'PDF herunterladen' }).click(),
    );
    for (const expected of [
      `Stornorechnung Nr. ${creditNumber}`,
      `Storniert Rechnung ${tkSummary.number}`,
      `hebt Nr. ${tkSummary.number} vollständig auf`,
      '-75,00 €',
    ]) {
      expect(creditPdf.text, expected).toContain(expected);
    }
    const tkAfter = (await api.send<InvoiceDetail>('GET', `invoices/${tkSummary.id}`)).body;
    expect([tkAfter.status, tkAfter.grossCents, tkAfter.cancelledBy?.number]).toEqual([
      'cancelled',
      7500,
      creditNumber,
    ]);
    expect(errorsOf(billing)).toEqual([]);
  }, 240_000);
});
