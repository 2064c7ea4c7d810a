/**
 * The body of an invoice to a ride's payer (decision 098): per ride the day, the patient with the
 * insurance number, the places, the km, the amount, the co-payment and the claim after it; below
 * it the transport's number, the prescription's date, the prescribed kind by name and the proof
 * (signature, Transportschein) with the signature's image where it is given; the night/weekend
 * and infection surcharges as their own lines.
 */
import type { PDFImage } from 'pdf-lib';
import type { InvoiceDetail, InvoiceLine, SurchargeKind } from '../../src/contract/billing/invoice';
import { formatDayMonthYear, formatGermanDateTime } from '../../src/contract/dates';
import { money, prescribedKindText, ridesText } from './invoice-format';
import { BODY_BOTTOM, MARGIN, MUTED, type PageWriter } from './page-writer';
import { appendixNumber } from './proof-pdf';

const ROW = 4.4;
const SIZE = 8;

const COLUMNS = {
  date: 25,
  patient: 41,
  route: 79,
  kmRight: 132,
  amountRight: 152,
  coPaymentRight: 171,
  claimRight: MARGIN.right,
} as const;

const SURCHARGE_NAMES: Record<SurchargeKind, string> = {
  night_weekend: 'Zuschlag Nacht/Wochenende',
  infection: 'Zuschlag Infektionstransport',
};

export type Cursor = { y: number };

/** The rides' signatures, embedded, by transport id. */
export type SignatureImages = ReadonlyMap<string, PDFImage>;

/** A signature prints at most this large (mm): legible, and a page still holds many rides. */
const SIGNATURE = { width: 36, height: 9 } as const;

function ensureRoom(cursor: Cursor, height: number, newPage: () => number): boolean {
  if (cursor.y + height <= BODY_BOTTOM) return false;
  cursor.y = newPage();
  return true;
}

function header(writer: PageWriter, cursor: Cursor) {
  writer.box(MARGIN.left - 1, cursor.y - 3.6, MARGIN.right - MARGIN.left + 2, 5.4);
  const bold = { size: 7.5, bold: true } as const;
  writer.text('Datum', COLUMNS.date, cursor.y, bold);
  writer.text('Patient, Vers.-Nr.', COLUMNS.patient, cursor.y, bold);
  writer.text('Strecke', COLUMNS.route, cursor.y, bold);
  writer.text('km', COLUMNS.kmRight, cursor.y, { ...bold, align: 'right' });
  writer.text('Betrag', COLUMNS.amountRight, cursor.y, { ...bold, align: 'right' });
  writer.text('Zuzahlung', COLUMNS.coPaymentRight, cursor.y, { ...bold, align: 'right' });
  writer.text('Forderung', COLUMNS.claimRight, cursor.y, { ...bold, align: 'right' });
  cursor.y += ROW + 1.4;
}

/**
 * The appendix (decision 126) an issued invoice to a Kasse or BG names for a ride with a proof:
 * its signature and Transportschein photo, downloaded beside the invoice. None on a draft.
 */
function appendixOf(invoice: InvoiceDetail, line: InvoiceLine): string | null {
  const kind = invoice.payer?.kind;
  if (!invoice.number || !line.payerDetail?.proof) return null;
  return kind === 'insurer' || kind === 'accident_insurer' ? appendixNumber(invoice, line) : null;
}

function proofText(line: InvoiceLine, appendix: string | null): string {
  const proof = line.payerDetail?.proof;
  if (!proof) return 'kein Nachweis erfasst';
  const parts: string[] = [];
  if (proof.signature) {
    const when = proof.signedAt
      ? ` am ${formatGermanDateTime(new Date(proof.signedAt), 'de').slice(0, 10)}`
      : '';
    parts.push(`Unterschrift${proof.signerName ? ` ${proof.signerName}` : ''}${when}`);
  }
  if (proof.photo) parts.push(`Transportschein (Foto${appendix ? `, Anlage ${appendix}` : ''})`);
  return `Nachweis: ${parts.join(', ')}`;
}

/** The route column's width (mm), and the step between wrapped lines of the route and facts. */
const ROUTE_WIDTH = COLUMNS.kmRight - COLUMNS.route - 9;
const FACTS_WIDTH = MARGIN.right - COLUMNS.route;
const WRAPPED_LINE = 3.4;

/** The picture's height, or the proof's lines beside it where they reach further down. */
const signatureHeight = (proof: string[]) =>
  Math.max(SIGNATURE.height, (proof.length - 1) * WRAPPED_LINE + SIGNATURE.height - 2);

type RideLayout = {
  /** The route in as many lines as it needs: a long destination is never cut. */
  routes: string[];
  /** Number, prescription, kind (and the proof where no picture carries it), wrapped alike. */
  facts: string[];
  /** The proof beside the signature's picture, wrapped to the room beside it. */
  proof: string[];
  signature: PDFImage | undefined;
  /** The mm the ride takes, surcharges and the signature's picture included. */
  height: number;
};

const PROOF_WIDTH = MARGIN.right - COLUMNS.route - SIGNATURE.width - 3;

function rideLayout(
  writer: PageWriter,
  invoice: InvoiceDetail,
  line: InvoiceLine,
  signature: PDFImage | undefined,
): RideLayout {
  const proofLine = proofText(line, appendixOf(invoice, line));
  const detail = line.payerDetail!;
  const route = `${line.kind === 'no_show' ? 'Fehlfahrt: ' : ''}${detail.route}`;
  const routes = writer.wrapped(route, ROUTE_WIDTH, { size: SIZE });
  // The prescribed kind by its name, never its code (KTW_HEAVY); the documents are German.
  const facts = writer.wrapped(
    [
      line.number,
      detail.prescribedOn
        ? `Verordnung vom ${formatDayMonthYear(detail.prescribedOn, 'de')}`
        : 'Verordnung: Datum fehlt',
      prescribedKindText(detail),
      // With the picture the proof gets a row of its own beside it, uncut.
      ...(signature ? [] : [proofLine]),
    ].join(' · '),
    FACTS_WIDTH,
    { size: 7 },
  );
  const proof = signature ? writer.wrapped(proofLine, PROOF_WIDTH, { size: 7 }) : [];
  const height =
    (routes.length - 1) * WRAPPED_LINE +
    (ROW - 0.6) * 2 +
    (facts.length - 1) * WRAPPED_LINE +
    (signature ? signatureHeight(proof) : 0) +
    detail.surcharges.length * (ROW - 0.4) +
    1.2;
  return { routes, facts, proof, signature, height };
}

function ride(writer: PageWriter, cursor: Cursor, line: InvoiceLine, layout: RideLayout) {
  const detail = line.payerDetail!;
  const { routes, facts, proof, signature } = layout;
  writer.text(formatDayMonthYear(line.date, 'de'), COLUMNS.date, cursor.y, { size: SIZE });
  writer.text(detail.patientName, COLUMNS.patient, cursor.y, { size: SIZE, maxWidth: 36 });
  routes.forEach((text, index) =>
    writer.text(text, COLUMNS.route, cursor.y + index * WRAPPED_LINE, { size: SIZE }),
  );
  writer.text(line.km == null ? '' : String(line.km), COLUMNS.kmRight, cursor.y, {
    size: SIZE,
    align: 'right',
  });
  const amounts: [string, number][] = [
    [line.unpriced ? 'ohne Preis' : money(detail.rideNetCents), COLUMNS.amountRight],
    [detail.coPaymentCents ? money(-detail.coPaymentCents) : '', COLUMNS.coPaymentRight],
    [money(detail.claimCents), COLUMNS.claimRight],
  ];
  for (const [text, right] of amounts)
    writer.text(text, right, cursor.y, { size: SIZE, align: 'right' });
  writer.text(detail.insuranceNumber ?? '', COLUMNS.patient, cursor.y + ROW - 0.6, {
    size: 7,
    color: MUTED,
    maxWidth: 36,
  });
  cursor.y += (routes.length - 1) * WRAPPED_LINE + ROW - 0.6;
  facts.forEach((text, index) =>
    writer.text(text, COLUMNS.route, cursor.y + index * WRAPPED_LINE, { size: 7, color: MUTED }),
  );
  cursor.y += (facts.length - 1) * WRAPPED_LINE + ROW - 0.6;
  if (signature) {
    writer.image(signature, COLUMNS.route, cursor.y - 2.4, SIGNATURE.width, SIGNATURE.height);
    proof.forEach((text, index) =>
      writer.text(
        text,
        COLUMNS.route + SIGNATURE.width + 3,
        cursor.y + 1.6 + index * WRAPPED_LINE,
        {
          size: 7,
          color: MUTED,
        },
      ),
    );
    cursor.y += signatureHeight(proof);
  }
  for (const surcharge of detail.surcharges) {
    writer.text(SURCHARGE_NAMES[surcharge.kind], COLUMNS.route, cursor.y, { size: SIZE });
    writer.text(money(surcharge.netCents), COLUMNS.amountRight, cursor.y, {
      size: SIZE,
      align: 'right',
    });
    cursor.y += ROW - 0.4;
  }
  cursor.y += 1.2;
}

/** The rides, then net, VAT, gross, the co-payments deducted and the claim. */
export function payerInvoiceTable(
  writer: PageWriter,
  cursor: Cursor,
  invoice: InvoiceDetail,
  newPage: () => number,
  signatures: SignatureImages,
) {
  header(writer, cursor);
  for (const line of invoice.lines) {
    const layout = rideLayout(writer, invoice, line, signatures.get(line.transportId));
    // The first baseline sits below the cursor's top by a row: room for the whole ride below it.
    if (ensureRoom(cursor, layout.height + 1, newPage)) header(writer, cursor);
    ride(writer, cursor, line, layout);
  }
  ensureRoom(cursor, 14 + (invoice.vatGroups.length + 3) * (ROW + 0.6), newPage);
  cursor.y += 2;
  writer.line(112, cursor.y - 3.5, MARGIN.right, cursor.y - 3.5, 0.6);
  const row = (label: string, amount: number, bold = false) => {
    writer.text(label, 114, cursor.y, { size: 9, bold });
    writer.text(money(amount), MARGIN.right, cursor.y, { size: 9, bold, align: 'right' });
    cursor.y += ROW + 0.8;
  };
  writer.text(ridesText(invoice.lines.length), MARGIN.left, cursor.y, { size: 9, color: MUTED });
  row('Summe netto', invoice.netCents);
  for (const group of invoice.vatGroups) {
    row(
      group.vatRate === 0
        ? `USt 0 % (steuerfrei) auf ${money(group.netCents)}`
        : `USt ${group.vatRate} % auf ${money(group.netCents)}`,
      group.vatCents,
    );
  }
  row('Gesamtbetrag', invoice.grossCents);
  if (invoice.coPaymentTotalCents !== 0) {
    row('abzüglich Zuzahlungen der Versicherten', -invoice.coPaymentTotalCents);
  }
  writer.line(112, cursor.y - 3.5, MARGIN.right, cursor.y - 3.5, 0.6);
  row('Forderung', claimOf(invoice), true);
  cursor.y += 3;
}

/** What the payer owes: the gross amount less the co-payments the patients paid the company. */
export const claimOf = (invoice: Pick<InvoiceDetail, 'grossCents' | 'coPaymentTotalCents'>) =>
  invoice.grossCents - invoice.coPaymentTotalCents;
