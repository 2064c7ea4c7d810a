/**
 * Issue 28 §2 as one story over the API (decisions 098, 099): a transport company's month with
 * rides for two Krankenkassen, one for a Berufsgenossenschaft, one for a self-payer and one for a
 * patient exempt from co-payments. The month's invoices are one per payer, each correct to the
 * cent as worked out by hand below; the receipts exist for the co-payments collected; the PDFs
 * and the Kasse's CSV read right; nobody else reaches them.
 *
 * Prices by the sample list: KTW 60,00 € + 2,00 €/km + 8,20 € per started 15 min, 0 % VAT
 * (§ 4 Nr. 17 b UStG); rides on a Tuesday at 10:00 in Berlin (no night/weekend surcharge).
 */
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '../../src/contract/billing/invoice';
import { SAMPLE_PRICE_LIST } from '../../src/contract/billing/price-list';
import type { TransportCreateInput } from '../../src/contract/transport';
import type { Transport } from '../../src/contract/transport-answer';
import { issueMonth } from '../../server/modules/billing';
import { billingProfileBody, drive } from './support/billing';
import { startHarness, type Harness } from './support/harness';
import { KVNRS, patientInput } from './support/master-data';
import { pdfText } from './support/pdf-text';
import { drawnSignatureDataUrl, jpegDataUrl } from './support/images';
import { orgOf, type Org } from './support/transport-parties';
import { prescriptionInput, transportInput } from './support/transports';

let harness: Harness;
let company: Org;
let ward: Org;
let rival: Org;

/** The first Tuesday at least two days ahead, 09:00 UTC (10:00 or 11:00 in Berlin). */
function nextTuesday(now: Date): Date {
  const day = new Date(now.getTime() + 2 * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(9, 0, 0, 0);
  return day;
}
const TUESDAY = nextTuesday(new Date());
const MONTH = TUESDAY.toISOString().slice(0, 7);
const YEAR = MONTH.slice(0, 4);
const monthEnd = () => {
  const [year, month] = MONTH.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1, 3));
};

const AOK = { name: 'AOK Nordost', ik: '109519005' };
/** A Transportschein's photo as the phone stores it: portrait, 1131 × 1600 px, 400 kB. */
const PHOTO = jpegDataUrl(1131, 1600, 400_000);
const PHOTO_BYTES = 400_000;
const TK = { name: 'Techniker Krankenkasse', ik: '101575519' };

/** The company's own order for a new patient, carried out with `km` and `waitingMinutes`. */
async function ride(
  patient: Parameters<typeof patientInput>[0],
  order: Partial<TransportCreateInput>,
  km: number,
  waitingMinutes = 0,
): Promise<Transport> {
  const created = await company.client.post<{ id: string }>('/v1/patients', patientInput(patient));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const response = await company.client.post<Transport>(
    '/v1/transports',
    transportInput(created.body.id, harness.clock.now(), {
      pickupAt: TUESDAY.toISOString(),
      ...order,
    }),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  await drive(company.client, response.body, 'completed', { km, waitingMinutes });
  return response.body;
}

const rides: Record<string, Transport> = {};
let documents: InvoiceDetail[] = [];
const invoiceTo = (name: string) => documents.find((doc) => doc.payer?.name === name)!;

async function pdfOf(path: string, client = company.client) {
  const response = await harness.fetch(path, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, text: await pdfText(bytes), bytes };
}

/** The sizes of the pictures a PDF holds (its image XObjects; a PNG's alpha mask is one too). */
async function imagesIn(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((image) => ({
      width: Number(image.dict.get(PDFName.of('Width'))?.toString()),
      height: Number(image.dict.get(PDFName.of('Height'))?.toString()),
    }));
}

beforeAll(async () => {
  harness = await startHarness();
  [company, ward, rival] = await Promise.all([
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
  ]);
  expect((await company.client.put('/v1/settings/prices', SAMPLE_PRICE_LIST)).status).toBe(200);
  const profile = await company.client.put('/v1/settings/billing', {
    ...billingProfileBody('monat'),
    ik: '260326822',
    providerGroupKey: '41 11001',
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const kasse = { payer: { kind: 'insurer' as const } };
  // AOK: 60,00 + 18 × 2,00 + 2 × 8,20 = 112,40 → 10 % is 11,24: at most 10,00; claim 102,40
  rides.annaLong = await ride(
    { firstName: 'Anna', lastName: 'Albers', insurer: AOK },
    kasse,
    18,
    20,
  );
  // The crew photographed Anna's Transportschein (a 400 kB JPEG): the invoice's appendix (126).
  const photographed = await company.client.put(
    `/v1/transports/${rides.annaLong.id}/confirmation`,
    { photo: PHOTO },
  );
  expect(photographed.status, JSON.stringify(photographed.body)).toBe(204);
  // AOK: 60,00 → co-payment 6,00; claim 54,00
  rides.annaShort = await ride({ firstName: 'Anke', lastName: 'Arndt', insurer: AOK }, kasse, 0);
  // Anke signed on the crew's phone: her signature is the ride's proof on the AOK's invoice.
  const signed = await company.client.put(`/v1/transports/${rides.annaShort.id}/confirmation`, {
    signature: { image: drawnSignatureDataUrl(), signerName: 'Anke Arndt', signerRole: 'patient' },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(204);
  // AOK, exempt until the year's end: 60,00 + 10 × 2,00 = 80,00 → no co-payment; claim 80,00
  rides.clara = await ride(
    { firstName: 'Clara', lastName: 'Cordes', insurer: AOK, coPaymentExemptUntil: `${YEAR}-12-31` },
    kasse,
    10,
  );
  // TK: 60,00 + 5 × 2,00 = 70,00 → co-payment 7,00; claim 63,00
  rides.bernd = await ride(
    { firstName: 'Bernd', lastName: 'Brandt', insurer: TK, healthInsuranceNumber: KVNRS[1] },
    kasse,
    5,
  );
  // BG Verkehr after a work accident: 60,00 + 12 × 2,00 = 84,00, no co-payment
  rides.dieter = await ride(
    { firstName: 'Dieter', lastName: 'Dorn' },
    {
      payer: { kind: 'accident_insurer', name: 'BG Verkehr', ik: '120390021' },
      prescription: prescriptionInput({ legalCase: 'work_accident' }),
    },
    12,
  );
  // Self-payer: 60,00 + 3 × 2,00 = 66,00
  rides.erika = await ride(
    { firstName: 'Erika', lastName: 'Engel' },
    { payer: { kind: 'self' }, prescription: null },
    3,
  );
  const ids = await issueMonth(harness.database.db, company.organizationId, MONTH, monthEnd());
  documents = await Promise.all(
    ids.map(async (id) => (await company.client.get<InvoiceDetail>(`/v1/invoices/${id}`)).body),
  );
}, 180_000);
afterAll(() => harness.close());

describe('a company’s month, invoiced per payer', () => {
  it('makes the statement and one invoice per payer, each correct to the cent', () => {
    const invoices = documents.filter((doc) => doc.kind === 'invoice');
    expect(documents.filter((doc) => doc.kind === 'statement')).toHaveLength(1);
    expect(
      invoices
        .map((doc) => [doc.payer!.kind, doc.payer!.name, doc.payer!.ik, doc.lines.length])
        .sort(),
    ).toEqual(
      [
        ['accident_insurer', 'BG Verkehr', '120390021', 1],
        ['insurer', 'AOK Nordost', '109519005', 3],
        ['insurer', 'Techniker Krankenkasse', '101575519', 1],
        ['self', 'Erika Engel', null, 1],
      ].sort(),
    );
    const amounts = (name: string) => {
      const doc = invoiceTo(name);
      return [doc.grossCents, doc.coPaymentTotalCents, doc.grossCents - doc.coPaymentTotalCents];
    };
    // 112,40 + 60,00 + 80,00 = 252,40; 10,00 + 6,00 + 0 = 16,00; claim 236,40
    expect(amounts('AOK Nordost')).toEqual([25240, 1600, 23640]);
    expect(amounts('Techniker Krankenkasse')).toEqual([7000, 700, 6300]);
    expect(amounts('BG Verkehr')).toEqual([8400, 0, 8400]);
    expect(amounts('Erika Engel')).toEqual([6600, 0, 6600]);
  });

  it('prints per ride the patient, the insurance number, the prescription and the claim', () => {
    const aok = invoiceTo('AOK Nordost');
    const byPatient = Object.fromEntries(
      aok.lines.map((line) => [line.payerDetail!.patientName, line.payerDetail!]),
    );
    expect(byPatient['Albers, Anna']).toMatchObject({
      insuranceNumber: KVNRS[0],
      prescribedOn: '2026-11-20',
      prescribed: { vehicle: 'ktw' },
      coPaymentCents: 1000,
      claimCents: 10240,
    });
    expect(byPatient['Cordes, Clara']).toMatchObject({ coPaymentCents: 0, claimCents: 8000 });
    expect(aok.recipientParty).toMatchObject({ name: 'AOK Nordost', ik: '109519005' });
    expect(aok.issuerParty).toMatchObject({ ik: '260326822', providerGroupKey: '4111001' });
  });

  it('renders the Kasse’s invoice in German with names, dates and the claim', async () => {
    const aok = invoiceTo('AOK Nordost');
    const { status, text } = await pdfOf(`/v1/invoices/${aok.id}/pdf`);
    expect(status).toBe(200);
    for (const expected of [
      'AOK Nordost',
      'IK 109519005',
      'Unser IK',
      '260326822',
      '3 Fahrten',
      'Albers, Anna',
      KVNRS[0],
      'Verordnung vom 20.11.2026',
      'Krankentransportwagen',
      'Forderung',
      '236,40 €',
      '-16,00 €',
      'Nr. 17 b UStG', // "§ 4" ends the line before: the note wraps there
      '§ 61 SGB V',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/\bKTW_HEAVY\b|\bTAXI\b|\d{4}-\d{2}-\d{2}/);
    const tk = await pdfOf(`/v1/invoices/${invoiceTo('Techniker Krankenkasse').id}/pdf`);
    expect(tk.text).toContain('1 Fahrt');
    expect(tk.text).toContain('63,00 €');
  });

  it('prints the signature as the ride’s proof where the crew took one, and only there', async () => {
    const aok = await pdfOf(`/v1/invoices/${invoiceTo('AOK Nordost').id}/pdf`);
    expect(aok.text).toContain('Unterschrift Anke Arndt am');
    expect(await imagesIn(aok.bytes)).toContainEqual({ width: 300, height: 100 });
    const tk = await pdfOf(`/v1/invoices/${invoiceTo('Techniker Krankenkasse').id}/pdf`);
    expect(tk.text).toContain('kein Nachweis erfasst');
    expect(await imagesIn(tk.bytes)).toEqual([]);
  });

  it('names the Transportschein’s appendix on the invoice and gives it as a page of its own', async () => {
    const aok = invoiceTo('AOK Nordost');
    const place = aok.lines.findIndex((line) => line.transportId === rides.annaLong!.id) + 1;
    const invoice = await pdfOf(`/v1/invoices/${aok.id}/pdf`);
    // A long line wraps (at any space): read as one.
    expect(invoice.text.replace(/\s+/g, ' ')).toContain(
      `Transportschein (Foto, Anlage ${aok.number}/${place})`,
    );
    // The invoice does not carry the photo: it stays as small as the TK's one-ride invoice
    // (the fonts are most of both) plus the AOK's two more rides and Anke's signature.
    expect(await imagesIn(invoice.bytes)).not.toContainEqual({ width: 1131, height: 1600 });
    const tk = await pdfOf(`/v1/invoices/${invoiceTo('Techniker Krankenkasse').id}/pdf`);
    expect(invoice.bytes.length).toBeLessThan(tk.bytes.length + 20_000);

    const appendix = await pdfOf(`/v1/invoices/${aok.id}/proofs/${rides.annaLong!.id}/pdf`);
    expect(appendix.status).toBe(200);
    for (const expected of [
      `Anlage ${aok.number}/${place} zur Rechnung Nr. ${aok.number}`,
      'Nachweis der Fahrt',
      'AOK Nordost (IK 109519005)',
      'Albers, Anna',
      KVNRS[0],
      rides.annaLong!.number,
      'Verordnung',
      'vom 20.11.2026',
      'Transportschein',
      'Foto vom',
      'keine erfasst',
    ]) {
      expect(appendix.text, expected).toContain(expected);
    }
    expect(appendix.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The photo as the phone stored it, not re-encoded: the page is the photo and the fonts.
    expect(await imagesIn(appendix.bytes)).toEqual([{ width: 1131, height: 1600 }]);
    expect(appendix.bytes.length).toBeGreaterThan(PHOTO_BYTES);
    expect(appendix.bytes.length).toBeLessThan(tk.bytes.length + PHOTO_BYTES + 20_000);
    // Anke's signature is her ride's appendix, without a photo.
    const anke = await pdfOf(`/v1/invoices/${aok.id}/proofs/${rides.annaShort!.id}/pdf`);
    expect(anke.text).toContain('Anke Arndt am');
    expect(anke.text).toContain('kein Foto erfasst');
    expect(await imagesIn(anke.bytes)).toContainEqual({ width: 300, height: 100 });
  });

  it('gives no appendix for a ride without a proof, on another payer’s invoice or to others', async () => {
    const aok = invoiceTo('AOK Nordost');
    const path = `/v1/invoices/${aok.id}/proofs/${rides.annaLong!.id}/pdf`;
    const tk = invoiceTo('Techniker Krankenkasse');
    expect(
      (await company.client.get(`/v1/invoices/${tk.id}/proofs/${rides.bernd!.id}/pdf`)).status,
    ).toBe(404);
    expect(
      (await company.client.get(`/v1/invoices/${tk.id}/proofs/${rides.annaLong!.id}/pdf`)).status,
    ).toBe(404);
    const self = invoiceTo('Erika Engel');
    expect(
      (await company.client.get(`/v1/invoices/${self.id}/proofs/${rides.erika!.id}/pdf`)).status,
    ).toBe(404);
    expect((await ward.client.get(path)).status).toBe(403);
    expect((await rival.client.get(path)).status).toBe(404);
  });

  it('gives a receipt for each co-payment collected, none for the exempt patient', async () => {
    const aok = invoiceTo('AOK Nordost');
    const receipt = await pdfOf(`/v1/invoices/${aok.id}/receipts/${rides.annaLong!.id}/pdf`);
    expect(receipt.status).toBe(200);
    for (const expected of ['Quittung', 'Albers, Anna', '10,00 €', '112,40 €', 'AOK Nordost']) {
      expect(receipt.text, expected).toContain(expected);
    }
    const exempt = await company.client.get(
      `/v1/invoices/${aok.id}/receipts/${rides.clara!.id}/pdf`,
    );
    expect(exempt.status).toBe(404);
    const bg = invoiceTo('BG Verkehr');
    expect(
      (await company.client.get(`/v1/invoices/${bg.id}/receipts/${rides.dieter!.id}/pdf`)).status,
    ).toBe(404);
  });

  it('exports the Kasse’s month as the documented CSV, one row per ride', async () => {
    const aok = invoiceTo('AOK Nordost');
    const response = await harness.fetch(`/v1/invoices/${aok.id}/export`, {
      headers: { authorization: `Bearer ${company.client.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = (await response.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^Rechnungsnummer;IK Leistungserbringer;/);
    const clara = rows.find((row) => row.includes('Cordes, Clara'))!.split(';');
    expect(clara.slice(-4, -1)).toEqual(['80,00', '0,00', '80,00']);
    expect(clara).toContain('260326822');
    expect(clara).toContain('109519005');
    const bg = invoiceTo('BG Verkehr');
    expect((await company.client.get(`/v1/invoices/${bg.id}/export`)).status).toBe(404);
  });

  it('lists them grouped by payer kind, and shows them to nobody else', async () => {
    const kassen = await company.client.get<{ data: InvoiceSummary[] }>(
      '/v1/invoices?payer=insurer',
    );
    expect(kassen.body.data.map((doc) => doc.payer!.name).sort()).toEqual([
      'AOK Nordost',
      'Techniker Krankenkasse',
    ]);
    const aok = invoiceTo('AOK Nordost');
    for (const org of [ward, rival]) {
      expect((await org.client.get(`/v1/invoices/${aok.id}`)).status).toBe(404);
      expect((await org.client.get(`/v1/invoices/${aok.id}/export`)).status).toBe(
        org === ward ? 403 : 404,
      );
    }
  });
});
