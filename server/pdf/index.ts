/** Documents rendered on the server as PDF (pdf-lib). */
export { renderInvoicePdf } from './invoice-pdf';
