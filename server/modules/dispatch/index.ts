/** The dispatch board (issue 30): a day of the fleet, its crews and the accepted transports. */
export { dispatchRoutes } from './routes';
// "Passt zu meiner Flotte" at that time (decision 128): given to the marketplace by server/app.ts.
export { freeVehicleFor } from './fleet-availability';
