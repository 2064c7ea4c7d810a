/**
 * The invoice PDF's tables wrap a long route onto further lines instead of cutting it, and every
 * row grows by what it wraps: the whole text is in the document, and no two pieces of text
 * overprint each other (their boxes, as pdf.js reads them, do not intersect).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type {
  InvoiceDetail,
  InvoiceLine,
  InvoiceParty,
  PayerLineDetail,
} from '../../src/contract/billing/invoice';
import { pdfText } from '../../tests/api/support/pdf-text';
import { renderInvoicePdf } from './invoice-pdf';

const LONG_FROM = 'Charité Campus Virchow-Klinikum, Augustenburger Platz 1, 13353 Berlin-Wedding';
const LONG_TO = 'Invalidenstraße 12, 10115 Berlin-Mitte, Seniorenresidenz am Nordbahnhof, Haus B';

const party = (name: string, extra: Partial<InvoiceParty> = {}): InvoiceParty => ({
  organizationId: '00000000-0000-4000-8000-000000000001',
  name,
  addition: null,
  street: 'Hafenstraße',
  houseNumber: '12',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  vatId: null,
  taxNumber: null,
  email: null,
  iban: null,
  bic: null,
  bankName: null,
  ...extra,
});

const payer = { kind: 'insurer' as const, key: '109519005', name: 'AOK Nordost', ik: '109519005' };

function line(index: number, from: string, to: string, withDetail: boolean): InvoiceLine {
  const detail: PayerLineDetail = {
    payer,
    patientId: null,
    patientName: `Albers, Anna ${index}`,
    insuranceNumber: 'A123456780',
    prescribedOn: '2026-11-02',
    route: `${from} → ${to}`,
    prescribed: { vehicle: 'ktw', taxiEquipment: 'none' },
    prescribedClass: 'KTW',
    rideNetCents: 11240,
    surcharges: index === 1 ? [{ kind: 'night_weekend', netCents: 1124 }] : [],
    coPaymentCents: 1000,
    claimCents: 10240,
    proof: {
      signerName: 'Anna Albers',
      signedAt: '2026-11-03T10:00:00Z',
      signature: true,
      photo: true,
    },
  };
  return {
    transportId: `00000000-0000-4000-8000-00000000010${index}`,
    number: `T-2026-00012${index}`,
    date: '2026-11-03',
    from,
    to,
    transportClass: 'KTW',
    kind: 'trip',
    km: 18,
    waitingMinutes: 20,
    payerType: 'insurer',
    payerName: 'AOK Nordost',
    patientName: `Albers, Anna ${index}`,
    netCents: 11240,
    vatRate: 0,
    vatCents: 0,
    grossCents: 11240,
    coPaymentCents: 1000,
    insurerShareCents: 10240,
    approvalMissing: false,
    unpriced: false,
    ...(withDetail ? { payerDetail: detail } : {}),
  };
}

function invoice(kind: 'invoice' | 'statement', lines: InvoiceLine[]): InvoiceDetail {
  const gross = lines.reduce((sum, entry) => sum + entry.grossCents, 0);
  return {
    id: '00000000-0000-4000-8000-000000000200',
    kind,
    number: '2026-00007',
    status: 'open',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    issuedOn: '2026-12-01',
    dueOn: '2026-12-15',
    issuer: { id: '00000000-0000-4000-8000-000000000001', name: 'Fahrdienst Hafen GmbH' },
    recipient: { id: '00000000-0000-4000-8000-000000000001', name: 'AOK Nordost' },
    netCents: gross,
    vatCents: 0,
    grossCents: gross,
    currency: 'EUR',
    cancels: null,
    cancelledBy: null,
    paidAt: null,
    payer: kind === 'invoice' ? payer : null,
    issuerParty: party('Fahrdienst Hafen GmbH', { ik: '260326822', providerGroupKey: '41 11001' }),
    recipientParty: party('AOK Nordost', { ik: '109519005' }),
    paymentTermDays: 14,
    lines,
    payerGroups: [
      {
        payerType: 'insurer',
        trips: lines.length,
        netCents: gross,
        vatCents: 0,
        grossCents: gross,
        coPaymentCents: 1000 * lines.length,
      },
    ],
    vatGroups: [{ vatRate: 0, netCents: gross, vatCents: 0 }],
    coPaymentTotalCents: 1000 * lines.length,
    issuedByCaller: true,
  };
}

type Box = { page: number; text: string; left: number; right: number; bottom: number; top: number };

/** Every piece of text with its box in points: baseline less a descender, up to the cap height. */
async function textBoxes(bytes: Uint8Array): Promise<Box[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const boxes: Box[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , size, x, y] = item.transform as number[];
      boxes.push({
        page: number,
        text: item.str,
        left: x!,
        right: x! + item.width,
        bottom: y! - 0.2 * size!,
        top: y! + 0.75 * size!,
      });
    }
  }
  await document.destroy();
  return boxes;
}

function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (a.page !== b.page) return;
      const apart =
        a.right <= b.left || b.right <= a.left || a.top <= b.bottom || b.top <= a.bottom;
      if (!apart) found.push(`"${a.text}" × "${b.text}"`);
    }),
  );
  return found;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the invoice PDF with a long route', () => {
  it('on the invoice to a Kasse wraps the route whole, each ride below the one before', async () => {
    const lines = [0, 1, 2].map((index) => line(index, LONG_FROM, LONG_TO, true));
    const bytes = await renderInvoicePdf(invoice('invoice', lines));
    const text = flat(await pdfText(bytes));
    expect(text).toContain(`${LONG_FROM} → ${LONG_TO}`);
    expect(text).toContain(
      'Nachweis: Unterschrift Anna Albers am 03.11.2026, Transportschein (Foto, Anlage 2026-00007/1)',
    );
    expect(text).not.toContain('…');
    const boxes = await textBoxes(bytes);
    expect(overlaps(boxes)).toEqual([]);
    // Each ride's route took more than one line, and the next ride's day comes below all of them.
    const routeRows = boxes.filter(
      (box) => LONG_TO.includes(box.text.trim()) || LONG_FROM.includes(box.text.trim()),
    );
    expect(routeRows.length).toBeGreaterThanOrEqual(3 * 2);
  });

  it('on the company’s statement wraps the route column alike, the vehicle named below', async () => {
    const lines = [0, 1, 2, 3].map((index) => line(index, LONG_FROM, LONG_TO, false));
    const bytes = await renderInvoicePdf(invoice('statement', lines));
    const text = flat(await pdfText(bytes));
    expect(text).toContain(`${LONG_FROM} → ${LONG_TO}`);
    expect(text).not.toContain('…');
    // Vehicles by their full names (issue 28), never "KTW" or a code.
    expect(text).toContain('Krankentransportwagen');
    expect(text).not.toMatch(/\bKTW\b/);
    expect(overlaps(await textBoxes(bytes))).toEqual([]);
  });

  it('breaks a word wider than the column within it, losing no letter', async () => {
    const street = 'Hauptstraßenverlängerungsabschnittsverwaltungsgebäudeeingangsbereich 7';
    const bytes = await renderInvoicePdf(invoice('invoice', [line(0, 'Berlin', street, true)]));
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    expect(text).toContain(`Berlin→${street}`.replace(/\s+/g, ''));
    expect(overlaps(await textBoxes(bytes))).toEqual([]);
  });
});
