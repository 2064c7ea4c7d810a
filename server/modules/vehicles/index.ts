/** A transport company's fleet and who drives it (decision 105): the routes, and the fleet for the board and the hand-over. */
export { vehicleRoutes, companiesOnly } from './routes';
export {
  crewPlansOn,
  crewsOnDay,
  fleetOf,
  namedPlans,
  presentVehicles,
  setShift,
  shiftRowsOf,
  shiftsOf,
  type VehicleRow,
} from './vehicle-store';
export { carryingAlike, fitsFleet } from './fleet-fit';
export { vehicleMessage } from './vehicle-messages';
