/**
 * An invoice document as a German business letter (DIN 5008 form B): letterhead, the return
 * line and recipient in the window's address field, the information block beside it (number,
 * date, Leistungszeitraum, due date, the issuer's tax ids), fold and hole marks, then the line
 * table across as many pages as it needs (invoice-table.ts), and on every page a footer with
 * address, bank details and tax ids, and "Seite n von m".
 */
import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { InvoiceDetail } from '../../src/contract/billing/invoice';
import { formatDayMonthYear } from '../../src/contract/dates';
import { embedFonts } from './fonts';
import { addressLines, ibanText, oneLineAddress, periodText, TITLES } from './invoice-format';
import { writeInvoiceBody } from './invoice-table';
import { A4, MARGIN, MUTED, PageWriter, RULE } from './page-writer';

/** The documents' language and identity: what a reader's PDF viewer shows. */
function describe(document: PDFDocument, invoice: InvoiceDetail) {
  const title = `${TITLES[invoice.kind]} ${invoice.number ?? 'Entwurf'}`;
  document.setTitle(title);
  document.setAuthor(invoice.issuerParty.name);
  document.setSubject(`Leistungszeitraum ${periodText(invoice)}`);
  document.setLanguage('de-DE');
  document.setCreator('Krankentransport');
  document.setProducer('Krankentransport (pdf-lib)');
}

function letterhead(writer: PageWriter, invoice: InvoiceDetail) {
  const issuer = invoice.issuerParty;
  writer.text(issuer.name, MARGIN.left, 22, { size: 16, bold: true, maxWidth: 110 });
  const contact = [
    `${issuer.street} ${issuer.houseNumber}`.trim(),
    `${issuer.zipCode} ${issuer.city}`,
    issuer.email,
  ].filter((line): line is string => Boolean(line));
  contact.forEach((line, index) =>
    writer.text(line, MARGIN.right, 17 + index * 4, { size: 8.5, color: MUTED, align: 'right' }),
  );
  writer.line(MARGIN.left, 32, MARGIN.right, 32, 0.8);
}

/** Form B: the address field's top at 45 mm, the return line in its note zone, 9 lines below. */
function addressField(writer: PageWriter, invoice: InvoiceDetail) {
  const returnLine = writer.fitted(oneLineAddress(invoice.issuerParty), 80, { size: 7 });
  writer.text(returnLine, MARGIN.left, 59, { size: 7, color: MUTED });
  writer.line(MARGIN.left, 60.2, MARGIN.left + writer.widthOf(returnLine, { size: 7 }), 60.2, 0.3);
  addressLines(invoice.recipientParty).forEach((line, index) =>
    writer.text(line, MARGIN.left, 68 + index * 4.6, { size: 10, maxWidth: 80 }),
  );
}

function informationBlock(writer: PageWriter, invoice: InvoiceDetail) {
  const issuer = invoice.issuerParty;
  const statement = invoice.kind === 'statement';
  const rows: [string, string][] = [
    [statement ? 'Abrechnungsnummer' : 'Rechnungsnummer', invoice.number ?? 'Entwurf'],
    [statement ? 'Datum' : 'Rechnungsdatum', formatDayMonthYear(invoice.issuedOn, 'de')],
    ['Leistungszeitraum', periodText(invoice)],
  ];
  if (invoice.kind === 'invoice') rows.push(['Fällig am', formatDayMonthYear(invoice.dueOn, 'de')]);
  if (invoice.cancels) rows.push(['Storniert Rechnung', invoice.cancels.number]);
  if (invoice.payer && issuer.ik) rows.push(['Unser IK', issuer.ik]);
  if (invoice.payer?.kind === 'insurer' && issuer.providerGroupKey) {
    rows.push(['LEGS', issuer.providerGroupKey]);
  }
  if (invoice.payer?.ik) rows.push(['IK Kostenträger', invoice.payer.ik]);
  if (issuer.vatId) rows.push(['USt-IdNr.', issuer.vatId]);
  if (issuer.taxNumber) rows.push(['Steuernummer', issuer.taxNumber]);
  if (invoice.recipientParty.vatId && invoice.kind !== 'statement') {
    rows.push(['Ihre USt-IdNr.', invoice.recipientParty.vatId]);
  }
  rows.forEach(([label, value], index) => {
    const y = 55 + index * 4.6;
    writer.text(label, 125, y, { size: 8.5, color: MUTED });
    writer.text(value, MARGIN.right, y, { size: 8.5, align: 'right', maxWidth: 36 });
  });
}

/** Fold marks at 105 and 210 mm and the hole mark at 148.5 mm (form B). */
function marks(writer: PageWriter) {
  for (const y of [105, 210]) writer.line(4, y, 9, y, 0.4, RULE);
  writer.line(4, A4.height / 2, 11, A4.height / 2, 0.4, RULE);
}

function footer(writer: PageWriter, invoice: InvoiceDetail, pageIndex: number, pages: number) {
  const page = writer.pages[pageIndex]!;
  const issuer = invoice.issuerParty;
  const columns: string[][] = [
    addressLines(issuer).slice(0, 4),
    [
      issuer.bankName ?? '',
      issuer.iban ? `IBAN ${ibanText(issuer.iban)}` : '',
      issuer.bic ? `BIC ${issuer.bic}` : '',
    ].filter(Boolean),
    [
      issuer.vatId ? `USt-IdNr. ${issuer.vatId}` : '',
      issuer.taxNumber ? `Steuernummer ${issuer.taxNumber}` : '',
      issuer.email ?? '',
    ].filter(Boolean),
  ];
  writer.page = page;
  writer.line(MARGIN.left, 272, MARGIN.right, 272, 0.5);
  columns.forEach((lines, column) =>
    lines.forEach((line, index) =>
      writer.text(line, MARGIN.left + column * 57, 276.5 + index * 3.4, {
        size: 7,
        color: MUTED,
        maxWidth: 54,
      }),
    ),
  );
  writer.text(`Seite ${pageIndex + 1} von ${pages}`, MARGIN.right, 291, {
    size: 7.5,
    color: MUTED,
    align: 'right',
  });
}

/** A continuation page: a short running head instead of the letterhead. */
export function continuationPage(writer: PageWriter, invoice: InvoiceDetail): number {
  writer.addPage();
  marks(writer);
  writer.text(
    `${TITLES[invoice.kind]} ${invoice.number ?? 'Entwurf'} · ${invoice.issuerParty.name}`,
    MARGIN.left,
    16,
    { size: 8.5, color: MUTED, maxWidth: 120 },
  );
  writer.text(`Leistungszeitraum ${periodText(invoice)}`, MARGIN.right, 16, {
    size: 8.5,
    color: MUTED,
    align: 'right',
  });
  writer.line(MARGIN.left, 19, MARGIN.right, 19, 0.5);
  return 27;
}

/**
 * The rides' signatures (PNG bytes by transport id) embedded once each; one that is not a PNG
 * pdf-lib can read is left out — its line still names the signer and the day.
 */
async function embedSignatures(document: PDFDocument, signatures: ReadonlyMap<string, Uint8Array>) {
  const images = new Map<string, PDFImage>();
  for (const [transportId, png] of signatures) {
    try {
      images.set(transportId, await document.embedPng(png));
    } catch {
      continue;
    }
  }
  return images;
}

/** The document; `signatures` are printed as the rides' proof on an invoice to a payer. */
export async function renderInvoicePdf(
  invoice: InvoiceDetail,
  signatures: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  describe(document, invoice);
  const writer = new PageWriter(document, await embedFonts(document));
  const signatureImages = await embedSignatures(document, signatures);
  writer.addPage();
  letterhead(writer, invoice);
  addressField(writer, invoice);
  informationBlock(writer, invoice);
  marks(writer);
  writeInvoiceBody(writer, invoice, () => continuationPage(writer, invoice), signatureImages);
  writer.pages.forEach((_, index) => footer(writer, invoice, index, writer.pages.length));
  return document.save();
}
