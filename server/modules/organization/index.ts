/** The caller's own organisation: its name, address and, for transport companies, service area. */
export { organizationRoutes } from './routes';
