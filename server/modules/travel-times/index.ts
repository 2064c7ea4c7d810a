/**
 * Travel times (issue 29; decisions 100, 101): estimates between positions and places,
 * calibrated by the crews' recorded legs per postcode region; the crews' positions and the
 * arrival times they give. The pure arithmetic is src/contract/travel-time.ts.
 */
export { tellArrivalNotices, tellLateDepartures } from './arrival-notices';
export { locateAddress, type LocatedPlace } from './place-coordinates';
export { osrmEngine, useRoutingEngine } from './routing-engine';
export { arrivalRoutes } from './routes';
export {
  CALIBRATION_LEGS,
  estimateTravel,
  regionCalibration,
  type PlaceAddress,
  type TravelEstimate,
} from './travel-time-service';
// Whom a position report concerns, for the screens that refresh (decision 101).
export { transportShownBy } from './position-store';
