/**
 * The Zuzahlungsquittung (decision 098): § 61 Satz 4 SGB V has whoever collects a co-payment
 * give the insured person a receipt; patients keep them to reach the limit of § 62 SGB V. One
 * A5-sized block on an A4 page: who received how much from whom, for which ride.
 */
import { PDFDocument } from 'pdf-lib';
import type { InvoiceDetail, InvoiceLine } from '../../src/contract/billing/invoice';
import { formatDayMonthYear } from '../../src/contract/dates';
import { embedFonts } from './fonts';
import { addressLines, money, prescribedKindText, wrap } from './invoice-format';
import { MARGIN, MUTED, PageWriter } from './page-writer';

/** "2026-00042/3": the invoice's number and the ride's place on it. */
export const receiptNumber = (invoice: InvoiceDetail, line: InvoiceLine) =>
  `${invoice.number ?? 'Entwurf'}/${invoice.lines.indexOf(line) + 1}`;

export async function renderReceiptPdf(
  invoice: InvoiceDetail,
  line: InvoiceLine,
): Promise<Uint8Array> {
  const detail = line.payerDetail!;
  const document = await PDFDocument.create();
  const number = receiptNumber(invoice, line);
  document.setTitle(`Zuzahlungsquittung ${number}`);
  document.setAuthor(invoice.issuerParty.name);
  document.setLanguage('de-DE');
  document.setCreator('Krankentransport');
  const writer = new PageWriter(document, await embedFonts(document));
  writer.addPage();
  const issuer = invoice.issuerParty;
  writer.text(issuer.name, MARGIN.left, 22, { size: 14, bold: true, maxWidth: 110 });
  addressLines(issuer)
    .slice(1)
    .concat(issuer.ik ? [`IK ${issuer.ik}`] : [])
    .forEach((text, index) =>
      writer.text(text, MARGIN.right, 17 + index * 4, { size: 8.5, color: MUTED, align: 'right' }),
    );
  writer.line(MARGIN.left, 32, MARGIN.right, 32, 0.8);
  writer.text('Quittung über die gesetzliche Zuzahlung', MARGIN.left, 46, { size: 13, bold: true });
  writer.text(`Nr. ${number}`, MARGIN.right, 46, { size: 9, color: MUTED, align: 'right' });
  const rows: [string, string][] = [
    ['Erhalten von', detail.patientName],
    ['Versichertennummer', detail.insuranceNumber ?? '–'],
    ['Krankenkasse', `${detail.payer.name}${detail.payer.ik ? ` (IK ${detail.payer.ik})` : ''}`],
    ['Fahrt am', formatDayMonthYear(line.date, 'de')],
    ['Transport', line.number],
    ['Strecke', detail.route],
    ['Beförderungsart', prescribedKindText(detail)],
    ['Fahrkosten', money(line.grossCents)],
    ['Zuzahlung erhalten', money(detail.coPaymentCents)],
  ];
  rows.forEach(([label, value], index) => {
    const y = 58 + index * 6;
    const bold = index === rows.length - 1;
    writer.text(label, MARGIN.left, y, { size: 10, color: MUTED });
    writer.text(value, 75, y, { size: 10, bold, maxWidth: MARGIN.right - 75 });
  });
  const note =
    'Zuzahlung nach § 61 SGB V (10 % der Fahrkosten, mindestens 5 €, höchstens 10 €, nicht mehr als die Kosten). Bitte bewahren Sie diese Quittung auf: Sie weist Ihre Zuzahlungen für die Belastungsgrenze nach § 62 SGB V nach.';
  wrap(note, MARGIN.right - MARGIN.left, (part) => writer.widthOf(part, { size: 9 })).forEach(
    (text, index) => writer.text(text, MARGIN.left, 122 + index * 4.4, { size: 9 }),
  );
  writer.text(`${issuer.city}, ${formatDayMonthYear(invoice.issuedOn, 'de')}`, MARGIN.left, 150, {
    size: 10,
  });
  writer.line(110, 150, MARGIN.right, 150, 0.5);
  writer.text(`für ${issuer.name}`, 110, 154, { size: 8, color: MUTED, maxWidth: 80 });
  return document.save();
}
