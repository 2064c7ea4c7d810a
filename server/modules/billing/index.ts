/** Billing (PRODUCT.md §6): billing profiles, price lists, monthly documents and their PDFs. */
export { billingAdmins, billingProfileRoutes, invoiceRoutes, priceListRoutes } from './routes';
export { issueMonth, issueMonthEnd, previousMonth } from './invoice-issue';
