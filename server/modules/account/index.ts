/** The signed-in user's own account, password and devices. */
export { accountRoutes } from './routes';
