/** Transports and the marketplace (PRODUCT.md §4, §7): the routes, and the expiry job's step. */
export { marketplaceRoutes, transportRoutes } from './routes';
