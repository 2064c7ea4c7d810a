/** What the client needs to connect realtime and push. */
export { configRoutes } from './routes';
