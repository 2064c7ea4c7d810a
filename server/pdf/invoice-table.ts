/**
 * The body of an invoice document: title, opening sentence, the line table (its header repeated
 * on every page it continues on; statements grouped by payer with subtotals), the totals with
 * the VAT per rate, and what to do: payment terms, or for a statement the overview per payer and
 * the co-payments to collect from patients.
 */
import type { InvoiceDetail, InvoiceLine } from '../../src/contract/billing/invoice';
import { formatDayMonthYear } from '../../src/contract/dates';
import {
  ibanText,
  money,
  PAYER_LABELS,
  periodText,
  ridesText,
  TITLES,
  VEHICLE_CLASS_NAMES,
  wrap,
} from './invoice-format';
import { claimOf, payerInvoiceTable, type SignatureImages } from './payer-invoice-table';
import { BODY_BOTTOM, MARGIN, MUTED, type PageWriter } from './page-writer';

const ROW = 4.8;
const SIZE = 8.5;

/** Column right edges (numbers) and left edges (texts), in mm. */
const COLUMNS = {
  date: 25,
  number: 42,
  route: 67,
  kmRight: 141,
  waitingRight: 157,
  vatRight: 168,
  amountRight: MARGIN.right,
} as const;

type Cursor = { y: number };

/** Starts a new page when fewer than `height` mm are left; true when it did. */
function ensureRoom(cursor: Cursor, height: number, newPage: () => number): boolean {
  if (cursor.y + height <= BODY_BOTTOM) return false;
  cursor.y = newPage();
  return true;
}

function tableHeader(writer: PageWriter, cursor: Cursor) {
  writer.box(MARGIN.left - 1, cursor.y - 3.6, MARGIN.right - MARGIN.left + 2, 5.4);
  const bold = { size: 8, bold: true } as const;
  writer.text('Datum', COLUMNS.date, cursor.y, bold);
  writer.text('Transport', COLUMNS.number, cursor.y, bold);
  writer.text('Strecke, Fahrzeug', COLUMNS.route, cursor.y, bold);
  writer.text('km', COLUMNS.kmRight, cursor.y, { ...bold, align: 'right' });
  writer.text('Wartezeit', COLUMNS.waitingRight, cursor.y, { ...bold, align: 'right' });
  writer.text('USt', COLUMNS.vatRight, cursor.y, { ...bold, align: 'right' });
  writer.text('Betrag', COLUMNS.amountRight, cursor.y, { ...bold, align: 'right' });
  cursor.y += ROW + 1;
}

/**
 * The route column's width (mm) and the step between its wrapped lines. The vehicle's full name
 * ("Krankentransportwagen") is a muted line below the route: a column of its own was too narrow.
 */
const ROUTE_WIDTH = COLUMNS.kmRight - COLUMNS.route - 10;
const WRAPPED_LINE = 3.6;
const VEHICLE_LINE = 3.4;

/** The route of a line in as many lines as it needs: a long destination is never cut. */
function routeLines(writer: PageWriter, line: InvoiceLine): string[] {
  const route = `${line.kind === 'no_show' ? 'Fehlfahrt: ' : ''}${line.from} → ${line.to}`;
  return writer.wrapped(route, ROUTE_WIDTH, { size: SIZE });
}

/** The height (mm) a line's row takes: its route's lines and the vehicle's line below them. */
const rowHeight = (routes: string[]) => ROW + (routes.length - 1) * WRAPPED_LINE + VEHICLE_LINE;

function lineRow(writer: PageWriter, cursor: Cursor, line: InvoiceLine, routes: string[]) {
  writer.text(formatDayMonthYear(line.date, 'de'), COLUMNS.date, cursor.y, { size: SIZE });
  writer.text(`${line.number}${line.approvalMissing ? ' *' : ''}`, COLUMNS.number, cursor.y, {
    size: SIZE,
    maxWidth: 24,
  });
  routes.forEach((text, index) =>
    writer.text(text, COLUMNS.route, cursor.y + index * WRAPPED_LINE, { size: SIZE }),
  );
  // The full name, never the code (KTW_HEAVY) nor "KTW"; the documents are German.
  writer.text(
    VEHICLE_CLASS_NAMES[line.transportClass],
    COLUMNS.route,
    cursor.y + (routes.length - 1) * WRAPPED_LINE + VEHICLE_LINE,
    { size: 7.5, color: MUTED, maxWidth: ROUTE_WIDTH },
  );
  const numbers: [string, number][] = [
    [line.km == null ? '' : String(line.km), COLUMNS.kmRight],
    [line.waitingMinutes ? `${line.waitingMinutes} min` : '', COLUMNS.waitingRight],
    [`${line.vatRate} %`, COLUMNS.vatRight],
    [line.unpriced ? 'ohne Preis' : money(line.netCents), COLUMNS.amountRight],
  ];
  for (const [text, right] of numbers) {
    writer.text(text, right, cursor.y, { size: SIZE, align: 'right' });
  }
  cursor.y += rowHeight(routes);
}

/** The line table; statements in groups by payer, each with its subtotal. */
function lineTable(
  writer: PageWriter,
  cursor: Cursor,
  invoice: InvoiceDetail,
  newPage: () => number,
) {
  const groups =
    invoice.kind === 'statement'
      ? invoice.payerGroups.map((group) => ({
          title: PAYER_LABELS[group.payerType],
          lines: invoice.lines.filter((line) => line.payerType === group.payerType),
          netCents: group.netCents,
        }))
      : [{ title: null, lines: invoice.lines, netCents: invoice.netCents }];
  tableHeader(writer, cursor);
  for (const group of groups) {
    if (group.title) {
      if (ensureRoom(cursor, ROW * 3, newPage)) tableHeader(writer, cursor);
      writer.text(group.title, COLUMNS.date, cursor.y + 1, { size: SIZE, bold: true });
      cursor.y += ROW + 1;
    }
    for (const line of group.lines) {
      const routes = routeLines(writer, line);
      if (ensureRoom(cursor, rowHeight(routes), newPage)) tableHeader(writer, cursor);
      lineRow(writer, cursor, line, routes);
    }
    if (group.title) {
      writer.line(COLUMNS.vatRight, cursor.y - 3.4, MARGIN.right, cursor.y - 3.4, 0.4);
      writer.text(`Zwischensumme netto`, COLUMNS.waitingRight, cursor.y + 0.6, {
        size: SIZE,
        color: MUTED,
        align: 'right',
      });
      writer.text(money(group.netCents), COLUMNS.amountRight, cursor.y + 0.6, {
        size: SIZE,
        align: 'right',
      });
      cursor.y += ROW + 2;
    }
  }
}

function totals(writer: PageWriter, cursor: Cursor, invoice: InvoiceDetail, newPage: () => number) {
  ensureRoom(cursor, 12 + invoice.vatGroups.length * ROW + 8, newPage);
  cursor.y += 2;
  writer.line(120, cursor.y - 3.5, MARGIN.right, cursor.y - 3.5, 0.6);
  const row = (label: string, amount: number, bold = false) => {
    writer.text(label, 122, cursor.y, { size: 9, bold });
    writer.text(money(amount), MARGIN.right, cursor.y, { size: 9, bold, align: 'right' });
    cursor.y += ROW + 0.4;
  };
  row('Summe netto', invoice.netCents);
  for (const group of invoice.vatGroups) {
    row(
      group.vatRate === 0
        ? `USt 0 % (steuerfrei) auf ${money(group.netCents)}`
        : `USt ${group.vatRate} % auf ${money(group.netCents)}`,
      group.vatCents,
    );
  }
  writer.line(120, cursor.y - 3.5, MARGIN.right, cursor.y - 3.5, 0.6);
  row('Gesamtbetrag', invoice.grossCents, true);
  cursor.y += 3;
}

function paragraph(writer: PageWriter, cursor: Cursor, text: string, newPage: () => number) {
  const lines = wrap(text, MARGIN.right - MARGIN.left, (part) => writer.widthOf(part, { size: 9 }));
  ensureRoom(cursor, lines.length * 4.4, newPage);
  for (const line of lines) {
    writer.text(line, MARGIN.left, cursor.y, { size: 9 });
    cursor.y += 4.4;
  }
  cursor.y += 2;
}

/** What the reader should know or do after the totals. */
function closingTexts(invoice: InvoiceDetail): string[] {
  const texts: string[] = [];
  if (invoice.lines.some((line) => line.vatRate === 0)) {
    texts.push(
      'Steuerfreie Leistungen: Beförderung kranker oder verletzter Personen mit hierfür besonders eingerichteten Fahrzeugen (§ 4 Nr. 17 b UStG).',
    );
  }
  if (invoice.lines.some((line) => line.approvalMissing)) {
    texts.push(
      '* Serienfahrt (Dialyse, Chemo- oder Strahlentherapie) ohne erteilte Genehmigung der Krankenkasse.',
    );
  }
  const issuer = invoice.issuerParty;
  if (invoice.payer?.kind === 'insurer') {
    texts.push(
      `Fahrkosten nach § 60 SGB V. Die Zuzahlungen der Versicherten nach § 61 SGB V haben wir eingezogen und von der Forderung abgezogen; die Versicherten haben darüber eine Quittung erhalten.`,
    );
  }
  if (invoice.kind === 'invoice' && invoice.payer) {
    const account = issuer.iban ? ` auf das Konto IBAN ${ibanText(issuer.iban)}` : '';
    texts.push(
      `Bitte überweisen Sie die Forderung von ${money(claimOf(invoice))} bis zum ${formatDayMonthYear(invoice.dueOn, 'de')}${account} (Verwendungszweck: ${invoice.number ?? 'Rechnungsnummer'}).`,
    );
  } else if (invoice.kind === 'invoice') {
    const account = issuer.iban ? ` auf das Konto IBAN ${ibanText(issuer.iban)}` : '';
    texts.push(
      `Bitte überweisen Sie den Gesamtbetrag von ${money(invoice.grossCents)} ohne Abzug bis zum ${formatDayMonthYear(invoice.dueOn, 'de')}${account} (Verwendungszweck: ${invoice.number ?? 'Rechnungsnummer'}). Vielen Dank für Ihren Auftrag.`,
    );
  } else if (invoice.kind === 'credit_note') {
    texts.push(
      `Diese Stornorechnung hebt ${invoice.cancels ? `Nr. ${invoice.cancels.number}` : 'das genannte Dokument'} vollständig auf. ${invoice.status === 'open' ? 'Bereits gezahlte Beträge erstatten wir Ihnen.' : 'Eine Zahlung ist nicht erforderlich.'}`,
    );
  } else {
    texts.push(
      `Diese Sammelabrechnung fasst alle im Leistungszeitraum ${periodText(invoice)} durchgeführten Transporte nach Kostenträgern zusammen.`,
    );
  }
  return texts;
}

/** Statements: the trips per payer, and the co-payments to collect from patients. */
function statementOverview(
  writer: PageWriter,
  cursor: Cursor,
  invoice: InvoiceDetail,
  newPage: () => number,
) {
  ensureRoom(cursor, 10 + invoice.payerGroups.length * ROW, newPage);
  writer.text('Übersicht nach Kostenträgern', MARGIN.left, cursor.y, { size: 10, bold: true });
  cursor.y += ROW + 1;
  for (const group of invoice.payerGroups) {
    writer.text(PAYER_LABELS[group.payerType], MARGIN.left, cursor.y, { size: SIZE });
    writer.text(ridesText(group.trips), 120, cursor.y, { size: SIZE, align: 'right' });
    writer.text(`brutto ${money(group.grossCents)}`, 160, cursor.y, { size: SIZE, align: 'right' });
    writer.text(
      group.coPaymentCents ? `Zuzahlung ${money(group.coPaymentCents)}` : '',
      MARGIN.right,
      cursor.y,
      { size: SIZE, align: 'right' },
    );
    cursor.y += ROW;
  }
  const coPayments = invoice.lines.filter((line) => line.coPaymentCents !== 0);
  if (coPayments.length === 0) return;
  cursor.y += 4;
  ensureRoom(cursor, 12 + ROW * 2, newPage);
  writer.text('Zuzahlungen der Patienten (einzuziehen)', MARGIN.left, cursor.y, {
    size: 10,
    bold: true,
  });
  cursor.y += ROW + 1;
  for (const line of coPayments) {
    ensureRoom(cursor, ROW, newPage);
    writer.text(formatDayMonthYear(line.date, 'de'), COLUMNS.date, cursor.y, { size: SIZE });
    writer.text(line.number, COLUMNS.number, cursor.y, { size: SIZE });
    writer.text(line.patientName ?? '', COLUMNS.route, cursor.y, { size: SIZE, maxWidth: 70 });
    writer.text(money(line.coPaymentCents), MARGIN.right, cursor.y, { size: SIZE, align: 'right' });
    cursor.y += ROW;
  }
  writer.text('Summe Zuzahlungen', 150, cursor.y + 1, { size: SIZE, bold: true, align: 'right' });
  writer.text(money(invoice.coPaymentTotalCents), MARGIN.right, cursor.y + 1, {
    size: SIZE,
    bold: true,
    align: 'right',
  });
  cursor.y += ROW + 2;
}

export function writeInvoiceBody(
  writer: PageWriter,
  invoice: InvoiceDetail,
  newPage: () => number,
  signatures: SignatureImages = new Map(),
) {
  const cursor: Cursor = { y: 104 };
  const title = `${TITLES[invoice.kind]} Nr. ${invoice.number ?? '(Entwurf)'}`;
  writer.text(title, MARGIN.left, cursor.y, { size: 13, bold: true });
  cursor.y += 7;
  paragraph(
    writer,
    cursor,
    invoice.kind === 'statement'
      ? `Abrechnung der durchgeführten Krankentransporte im Leistungszeitraum ${periodText(invoice)}:`
      : `Für ${ridesText(invoice.lines.length)} im Leistungszeitraum ${periodText(invoice)} berechnen wir Ihnen:`,
    newPage,
  );
  cursor.y += 1;
  if (invoice.payer && invoice.lines.every((line) => line.payerDetail)) {
    payerInvoiceTable(writer, cursor, invoice, newPage, signatures);
  } else {
    lineTable(writer, cursor, invoice, newPage);
    totals(writer, cursor, invoice, newPage);
  }
  for (const text of closingTexts(invoice)) paragraph(writer, cursor, text, newPage);
  if (invoice.kind === 'statement') statementOverview(writer, cursor, invoice, newPage);
}
