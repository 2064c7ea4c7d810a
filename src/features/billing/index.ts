/** Billing (`/settings/billing`, PRODUCT.md §6) as the route uses it. */
export { BillingPage } from './components/billing-page';
export { loadBillingPage } from './load-billing-page';
export { BillingSearchSchema, type BillingSearch } from './billing-search';
