/** The people of an organisation as its admins manage them, and their invitations. */
export { userRoutes } from './routes';
