/** Billing's contract (PRODUCT.md §6): profile, price lists, pricing, invoices. */
export * from './bank-and-tax';
export * from './billing-api';
export * from './billing-profile';
export * from './invoice';
export * from './price-list';
export * from './pricing';
export * from './co-payment';
export * from './ik';
export * from './vat-rule';
