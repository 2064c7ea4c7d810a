/**
 * A ride's proof as an appendix (Anlage) to the invoice to its Kasse or Berufsgenossenschaft
 * (decision 126): the ride's facts, the patient's signature and the photo of the Transportschein
 * the crew took, one A4 page per ride. The photo is embedded as the phone stored it (a JPEG of at
 * most 1600 px and 600 kB, decision 073), never re-encoded: a form's small print stays legible,
 * and the invoice itself stays small — it names the appendix instead of printing the photo.
 */
import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { InvoiceDetail, InvoiceLine } from '../../src/contract/billing/invoice';
import { formatDayMonthYear, formatGermanDateTime } from '../../src/contract/dates';
import { embedFonts } from './fonts';
import { addressLines, prescribedKindText } from './invoice-format';
import { BODY_BOTTOM, MARGIN, MUTED, PageWriter } from './page-writer';

/** "2026-00042/3": the invoice's number and the ride's place on it (as its receipt's). */
export const appendixNumber = (invoice: InvoiceDetail, line: InvoiceLine) =>
  `${invoice.number ?? 'Entwurf'}/${invoice.lines.indexOf(line) + 1}`;

/** The pictures of a ride's confirmation as stored: a PNG signature, a JPEG photo. */
export type ProofImages = {
  signature: Uint8Array | null;
  photo: Uint8Array | null;
  photoAt: Date | null;
};

async function embedded<T>(embed: () => Promise<T>): Promise<T | null> {
  try {
    return await embed();
  } catch {
    // A stored picture pdf-lib cannot read is named, not printed (as on the invoice, 121).
    return null;
  }
}

export async function renderProofPdf(
  invoice: InvoiceDetail,
  line: InvoiceLine,
  images: ProofImages,
): Promise<Uint8Array> {
  const detail = line.payerDetail!;
  const proof = detail.proof;
  const document = await PDFDocument.create();
  const number = appendixNumber(invoice, line);
  document.setTitle(`Anlage ${number}: Nachweis der Fahrt ${line.number}`);
  document.setAuthor(invoice.issuerParty.name);
  document.setLanguage('de-DE');
  document.setCreator('Krankentransport');
  const writer = new PageWriter(document, await embedFonts(document));
  const signature = images.signature
    ? await embedded(() => document.embedPng(images.signature!))
    : null;
  const photo = images.photo ? await embedded(() => document.embedJpg(images.photo!)) : null;
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
  writer.text(
    `Anlage ${number} zur Rechnung Nr. ${invoice.number ?? '(Entwurf)'}`,
    MARGIN.left,
    42,
    {
      size: 13,
      bold: true,
    },
  );
  writer.text('Nachweis der Fahrt', MARGIN.left, 48, { size: 10, color: MUTED });
  const rows: [string, string][] = [
    ['Kostenträger', `${detail.payer.name}${detail.payer.ik ? ` (IK ${detail.payer.ik})` : ''}`],
    ['Patient', detail.patientName],
    ['Versichertennummer', detail.insuranceNumber ?? '–'],
    ['Fahrt am', formatDayMonthYear(line.date, 'de')],
    ['Transport', line.number],
    ['Strecke', detail.route],
    [
      'Verordnung',
      `${detail.prescribedOn ? `vom ${formatDayMonthYear(detail.prescribedOn, 'de')}, ` : ''}${prescribedKindText(detail)}`,
    ],
  ];
  let y = 58;
  for (const [label, value] of rows) {
    writer.text(label, MARGIN.left, y, { size: 9.5, color: MUTED });
    const lines = writer.wrapped(value, MARGIN.right - 70, { size: 9.5 });
    lines.forEach((text, index) => writer.text(text, 70, y + index * 4.4, { size: 9.5 }));
    y += lines.length * 4.4 + 1.4;
  }
  y += 4;
  writer.text('Unterschrift', MARGIN.left, y, { size: 9.5, color: MUTED });
  if (proof?.signature) {
    const when = proof.signedAt
      ? ` am ${formatGermanDateTime(new Date(proof.signedAt), 'de')}`
      : '';
    writer.text(`${proof.signerName ?? 'ohne Namen'}${when}`, 70, y, { size: 9.5 });
    if (signature) {
      writer.image(signature, 70, y + 2, 60, 20);
      y += 22;
    }
  } else {
    writer.text('keine erfasst', 70, y, { size: 9.5 });
  }
  y += 8;
  writer.text('Transportschein', MARGIN.left, y, { size: 9.5, color: MUTED });
  if (!proof?.photo) {
    writer.text('kein Foto erfasst', 70, y, { size: 9.5 });
    return document.save();
  }
  const taken = images.photoAt ? `Foto vom ${formatGermanDateTime(images.photoAt, 'de')}` : 'Foto';
  writer.text(photo ? taken : `${taken} (nicht lesbar gespeichert)`, 70, y, { size: 9.5 });
  if (photo) drawPhoto(writer, photo, y + 3);
  return document.save();
}

/** The photo as large as the rest of the page allows (down to 280 mm), its proportions kept. */
function drawPhoto(writer: PageWriter, photo: PDFImage, top: number) {
  writer.image(photo, MARGIN.left, top, MARGIN.right - MARGIN.left, BODY_BOTTOM + 12 - top);
}
