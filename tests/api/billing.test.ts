/**
 * Billing over the API (PRODUCT.md §6; decisions 030, 031) on the run's database (PGlite or
 * PostgreSQL): who may do what, prices stored at completion and for a Fehlfahrt by the list valid
 * on the trip's day, the month-end documents with their totals, VAT and gap-free numbers — also
 * with two instances issuing at once — settling and cancelling, and the PDF's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '../../src/contract/billing/invoice';
import { SAMPLE_PRICE_LIST } from '../../src/contract/billing/price-list';
import { isNightOrWeekend } from '../../src/contract/billing/pricing';
import type { TransportCreateInput } from '../../src/contract/transport';
import type { Database } from '../../server/db/client';
import { openSystemRepository } from '../../server/db/system-repository';
import { issueMonthEnd } from '../../server/modules/billing';
import { billingProfileBody, drive } from './support/billing';
import { pdfText } from './support/pdf-text';
import { dbKind, openTestDatabase, startHarness, type Harness } from './support/harness';
import { orgOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';

let harness: Harness;
let ward: Org;
let company: Org;
let rival: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, company, rival] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
});
afterAll(() => harness.close());

/** The first Tuesday at least two days ahead, at 09:00 UTC (10:00 or 11:00 in Berlin). */
function nextTuesday(now: Date): Date {
  const day = new Date(now.getTime() + 2 * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(9, 0, 0, 0);
  return day;
}
const TUESDAY = nextTuesday(new Date());
const MONTH = TUESDAY.toISOString().slice(0, 7);

/** A ward's order taken by `company`. */
async function accepted(overrides: Partial<TransportCreateInput>) {
  const transport = await newTransport(ward.client, harness.clock.now(), {
    pickupAt: TUESDAY.toISOString(),
    ...overrides,
  });
  const accept = await company.client.post(`/v1/transports/${transport.id}/accept`, {});
  expect(accept.status, JSON.stringify(accept.body)).toBe(200);
  return transport;
}

const walkingTaxi: Partial<TransportCreateInput> = {
  transportClass: 'TAXI',
  mobility: 'walking',
  equipment: [],
};
const facility = { payer: { kind: 'facility' as const }, prescription: null };

describe('billing profile', () => {
  it('is empty until saved, then answered with normalised ids', async () => {
    expect((await ward.client.get('/v1/settings/billing')).body).toBeNull();
    const saved = await ward.client.put('/v1/settings/billing', billingProfileBody('station'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ iban: 'DE89370400440532013000', vatId: 'DE136695976' });
    expect((await ward.client.get('/v1/settings/billing')).body).toEqual(saved.body);
  });

  it('asks a company, which issues invoices, for a tax id and an IBAN', async () => {
    const response = await rival.client.put('/v1/settings/billing', {
      ...billingProfileBody('rival'),
      vatId: '',
      taxNumber: null,
      iban: '',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['iban', 'taxNumber']);
  });

  it('refuses a wrong check digit by field', async () => {
    const response = await ward.client.put('/v1/settings/billing', {
      ...billingProfileBody('station'),
      iban: 'DE89370400440532013001',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['iban']);
  });
});

describe('price lists', () => {
  it('are for transport companies only', async () => {
    expect((await ward.client.get('/v1/settings/prices')).status).toBe(403);
    expect((await ward.client.put('/v1/settings/prices', SAMPLE_PRICE_LIST)).status).toBe(403);
  });

  it('add a version per day, replacing one of the same day', async () => {
    const first = await company.client.put('/v1/settings/prices', SAMPLE_PRICE_LIST);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.current).toMatchObject({ validFrom: '2026-01-01' });
    const later = { ...SAMPLE_PRICE_LIST, validFrom: '2099-01-01' };
    await company.client.put('/v1/settings/prices', later);
    const again = await company.client.put('/v1/settings/prices', {
      ...later,
      infectionSurchargeCents: 4000,
    });
    expect(again.body.versions.map((v: { validFrom: string }) => v.validFrom)).toEqual([
      '2099-01-01',
      '2026-01-01',
    ]);
    expect(again.body.versions[0].infectionSurchargeCents).toBe(4000);
    expect(again.body.current.validFrom).toBe('2026-01-01');
  });
});

describe('price lists saved at the same moment', () => {
  it('take turns: two first saves of one day both answer 200 and leave one version', async () => {
    const day = { ...SAMPLE_PRICE_LIST, validFrom: '2098-06-01' };
    const answers = await Promise.all([
      company.client.put('/v1/settings/prices', day),
      company.client.put('/v1/settings/prices', { ...day, infectionSurchargeCents: 1234 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const { body } = await company.client.get('/v1/settings/prices');
    const sameDay = body.versions.filter(
      (v: { validFrom: string }) => v.validFrom === '2098-06-01',
    );
    expect(sameDay).toHaveLength(1);
  });
});

/** The company's draft line of a transport. */
async function draftLine(org: Org, transportId: string) {
  const drafts = await org.client.post<InvoiceDetail[]>('/v1/invoices/draft', { period: MONTH });
  expect(drafts.status, JSON.stringify(drafts.body)).toBe(200);
  const statement = drafts.body.find((draft) => draft.kind === 'statement');
  return statement?.lines.find((line) => line.transportId === transportId);
}

const numbers: Record<string, string> = {};

describe('prices of transports', () => {
  it('are computed at completion: KTW, 18 km, 20 min Wartezeit → 112,40 €', async () => {
    expect(isNightOrWeekend(TUESDAY.toISOString())).toBe(false);
    const transport = await accepted(facility);
    numbers.ktw = transport.number;
    await drive(company.client, transport, 'completed', { km: 18, waitingMinutes: 20 });
    expect(await draftLine(company, transport.id)).toMatchObject({
      kind: 'trip',
      km: 18,
      waitingMinutes: 20,
      netCents: 11240,
      vatRate: 0,
      grossCents: 11240,
      unpriced: false,
    });
  });

  it('add the class’s VAT: a taxi, 7 km → 25,50 € + 19 % (4,845 → 4,85 €)', async () => {
    const transport = await accepted({ ...walkingTaxi, ...facility });
    await drive(company.client, transport, 'completed', { km: 7, waitingMinutes: 0 });
    expect(await draftLine(company, transport.id)).toMatchObject({
      netCents: 2550,
      vatRate: 19,
      vatCents: 485,
      grossCents: 3035,
    });
  });

  it('add 20 % at night: 22:00 in Berlin, KTW 10 km → (60 + 20) × 1,2 = 96,00 €', async () => {
    const night = new Date(TUESDAY.getTime() + 12 * 3_600_000).toISOString();
    expect(isNightOrWeekend(night)).toBe(true);
    const transport = await accepted({ ...facility, pickupAt: night });
    await drive(company.client, transport, 'completed', { km: 10, waitingMinutes: 0 });
    expect((await draftLine(company, transport.id))?.netCents).toBe(9600);
  });

  it('split the Kasse’s trips: 80,00 € → 8,00 € co-payment; with the Muster 4 nothing is marked', async () => {
    const transport = await accepted({ reason: 'dialysis', payer: { kind: 'insurer' } });
    await drive(company.client, transport, 'completed', { km: 10, waitingMinutes: 0 });
    expect(await draftLine(company, transport.id)).toMatchObject({
      grossCents: 8000,
      coPaymentCents: 800,
      insurerShareCents: 7200,
      approvalMissing: false,
    });
  });

  it('price a cancellation after the crew set off as a Fehlfahrt: half the base fee', async () => {
    const transport = await accepted({ payer: { kind: 'self' }, prescription: null });
    await drive(company.client, transport, 'en_route');
    const cancel = await ward.client.post(`/v1/transports/${transport.id}/cancel`, {
      reason: 'Patient nicht transportfähig',
    });
    expect(cancel.status).toBe(200);
    expect(await draftLine(company, transport.id)).toMatchObject({
      kind: 'no_show',
      netCents: 3000,
      km: null,
    });
  });

  it('give a draft as PDF, marked as a draft, to its issuer only', async () => {
    const drafts = await company.client.post<InvoiceDetail[]>('/v1/invoices/draft', {
      period: MONTH,
    });
    const statement = drafts.body.find((draft) => draft.kind === 'statement')!;
    const body = { period: MONTH, kind: 'statement', recipientId: statement.recipient.id };
    const response = await harness.fetch('/v1/invoices/draft/pdf', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${company.client.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Entwurf');
    expect(text).toContain(numbers.ktw!);
    expect((await rival.client.post('/v1/invoices/draft/pdf', body)).status).toBe(404);
  });

  it('follow the list valid on the trip’s day', async () => {
    const dearer = { ...SAMPLE_PRICE_LIST, validFrom: TUESDAY.toISOString().slice(0, 10) };
    dearer.classes = { ...dearer.classes, KTW: { ...dearer.classes.KTW, baseFeeCents: 7000 } };
    await rival.client.put('/v1/settings/prices', SAMPLE_PRICE_LIST);
    await rival.client.put('/v1/settings/prices', dearer);
    const transport = await newTransport(rival.client, harness.clock.now(), {
      pickupAt: TUESDAY.toISOString(),
    });
    await drive(rival.client, transport, 'completed', { km: 0, waitingMinutes: 0 });
    expect((await draftLine(rival, transport.id))?.netCents).toBe(7000);
  });

  it('show a ward its draft invoice of the transports it pays itself', async () => {
    const drafts = await ward.client.post<InvoiceDetail[]>('/v1/invoices/draft', { period: MONTH });
    expect(drafts.body.map((draft) => [draft.kind, draft.status, draft.grossCents])).toEqual([
      ['invoice', 'draft', 11240 + 3035 + 9600],
    ]);
    // The places as routeEnds writes them (decision 087), the city only because the two differ.
    expect(drafts.body[0]!.lines[0]).toMatchObject({
      from: 'Invalidenstraße 12, 10115 Berlin',
      to: 'Seestraße 4, 14467 Potsdam',
    });
  });
});

/** The month after the trips', early on its first day in Germany. */
const monthEnd = () => {
  const [year, month] = MONTH.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1, 3));
};

/** Every number of the issuer's series, per year, is 1…n without a gap. */
async function expectGapFree(org: Org) {
  const all = await org.client.get<{ data: InvoiceSummary[] }>('/v1/invoices?per_page=100');
  const own = all.body.data.filter((doc) => doc.issuer.id === org.organizationId);
  const byYear = new Map<string, number[]>();
  for (const doc of own) {
    const [year, sequence] = doc.number!.split('-');
    byYear.set(year!, [...(byYear.get(year!) ?? []), Number(sequence)]);
  }
  for (const sequences of byYear.values()) {
    expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, index) => index + 1));
  }
  return own;
}

describe('month-end documents', () => {
  let second: Database;
  beforeAll(async () => {
    // On PostgreSQL a second pool, as a second instance has; PGlite has one connection anyway.
    second = dbKind() === 'postgres' ? await openTestDatabase() : harness.database;
  });
  afterAll(async () => {
    if (second !== harness.database) await second.close();
  });

  it('are issued once, numbered without gaps, also by two instances at once', async () => {
    await Promise.all([
      issueMonthEnd(openSystemRepository(harness.database.db, 'month-end-invoices'), monthEnd()),
      issueMonthEnd(openSystemRepository(second.db, 'month-end-invoices'), monthEnd()),
    ]);
    await issueMonthEnd(
      openSystemRepository(harness.database.db, 'month-end-invoices'),
      monthEnd(),
    );
    const own = await expectGapFree(company);
    // The statement, and one invoice per payer (decision 098): the ward (facility), the GKV
    // patient's Kasse and the PKV patient, who pays and claims from the private insurer.
    expect(own.map((doc) => doc.kind).sort()).toEqual([
      'invoice',
      'invoice',
      'invoice',
      'statement',
    ]);
    const statement = own.find((doc) => doc.kind === 'statement')!;
    // 112,40 + 25,50 + 96,00 + 80,00 + 30,00 net; VAT only on the taxi
    expect([statement.netCents, statement.vatCents, statement.grossCents]).toEqual([
      34390, 485, 34875,
    ]);
    expect(statement.periodStart).toBe(`${MONTH}-01`);
  });

  it('give the statement its groups by payer and the co-payments', async () => {
    const list = await company.client.get('/v1/invoices?kind=statement');
    const statement = (
      await company.client.get<InvoiceDetail>(`/v1/invoices/${list.body.data[0].id}`)
    ).body;
    expect(statement.payerGroups.map((group) => [group.payerType, group.trips])).toEqual([
      ['insurer', 1],
      ['facility', 3],
      ['self', 1],
    ]);
    expect(statement.coPaymentTotalCents).toBe(800);
    expect(statement.vatGroups).toEqual([
      { vatRate: 0, netCents: 31840, vatCents: 0 },
      { vatRate: 19, netCents: 2550, vatCents: 485 },
    ]);
  });

  it('show the ward only its invoice; another company not even that', async () => {
    const list = await ward.client.get<{ data: InvoiceSummary[]; total_rows: number }>(
      '/v1/invoices',
    );
    expect(list.body.total_rows).toBe(1);
    const invoice = list.body.data[0]!;
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'open', grossCents: 23875 });
    expect((await rival.client.get(`/v1/invoices/${invoice.id}`)).status).toBe(404);
    expect((await rival.client.get(`/v1/invoices/${invoice.id}/pdf`)).status).toBe(404);
  });

  it('renders a PDF whose text has the number, the period and the gross total', async () => {
    const { body } = await ward.client.get<{ data: InvoiceSummary[] }>('/v1/invoices');
    const invoice = body.data[0]!;
    const response = await harness.fetch(`/v1/invoices/${invoice.id}/pdf`, {
      headers: { authorization: `Bearer ${ward.client.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    const [year, month] = MONTH.split('-');
    const lastDay = invoice.periodEnd.slice(8, 10);
    expect(text).toContain(invoice.number!);
    // German documents write dates as DIN 5008 does (decision 076).
    expect(text).toContain(`01.${month}.${year} – ${lastDay}.${month}.${year}`);
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    // Classes by name, never as codes.
    expect(text).toContain('Taxi/Mietwagen');
    expect(text).not.toMatch(/\bTAXI\b|KTW_HEAVY/);
    expect(text).toContain('238,75 €');
    expect(text).toContain('Rechnungsnummer');
    expect(text).toContain(numbers.ktw!);
    expect(text).not.toContain('Berlin – Potsdam');
  });

  it('are marked paid by their issuer only, once', async () => {
    const { body } = await ward.client.get<{ data: InvoiceSummary[] }>('/v1/invoices');
    const id = body.data[0]!.id!;
    expect((await ward.client.post(`/v1/invoices/${id}/paid`, {})).status).toBe(403);
    const paid = await company.client.post(`/v1/invoices/${id}/paid`, {});
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await company.client.post(`/v1/invoices/${id}/paid`, {})).status).toBe(409);
  });

  it('are cancelled by a credit note with the next number, never edited', async () => {
    const list = await company.client.get('/v1/invoices?kind=statement');
    const statement = list.body.data[0] as InvoiceSummary;
    const credit = await company.client.post<InvoiceDetail>(
      `/v1/invoices/${statement.id}/cancel`,
      {},
    );
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect(credit.body).toMatchObject({
      kind: 'credit_note',
      grossCents: -34875,
      cancels: { id: statement.id, number: statement.number },
    });
    const original = await company.client.get(`/v1/invoices/${statement.id}`);
    expect(original.body).toMatchObject({
      status: 'cancelled',
      grossCents: 34875,
      cancelledBy: { id: credit.body.id, number: credit.body.number },
    });
    expect((await company.client.post(`/v1/invoices/${statement.id}/cancel`, {})).status).toBe(409);
    expect((await company.client.post(`/v1/invoices/${credit.body.id}/cancel`, {})).status).toBe(
      409,
    );
    expect(await expectGapFree(company)).toHaveLength(5);
  });

  it('filter by status and period, in pages', async () => {
    const paid = await ward.client.get(`/v1/invoices?status=paid&period=${MONTH}`);
    expect(paid.body.total_rows).toBe(1);
    const none = await ward.client.get('/v1/invoices?status=open');
    expect(none.body).toEqual({ data: [], total_rows: 0 });
    const page = await company.client.get('/v1/invoices?per_page=1&page=2&sort=number');
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total_rows).toBe(5);
    expect((await company.client.get('/v1/invoices?period=2026-13')).status).toBe(400);
  });
});
