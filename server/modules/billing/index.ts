/** Billing (PRODUCT.md §6): billing profiles, price lists, monthly documents and their PDFs. */
export { billingAdmins, billingProfileRoutes, invoiceRoutes, priceListRoutes } from './routes';
export { issueMonth, issueMonthEnd, previousMonth } from './invoice-issue';
// A transport's price is stored when it is completed or a no-show (decision 030): by billing.
export { storeTransportPrice } from './billing-store';
