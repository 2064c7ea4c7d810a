/** Documents rendered on the server as PDF (pdf-lib). */
export { renderInvoicePdf } from './invoice-pdf';
export { receiptNumber, renderReceiptPdf } from './receipt-pdf';
export { prescribedKindText } from './invoice-format';
export { appendixNumber, renderProofPdf, type ProofImages } from './proof-pdf';
