/** Patients (PRODUCT.md §3): the routes, and the column mapping the demo data shares. */
export { patientRoutes } from './routes';
export { patientColumns } from './patient-record';
