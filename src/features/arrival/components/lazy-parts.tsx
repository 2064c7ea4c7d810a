import { lazy } from 'react';

/**
 * The crew's position sharing, fetched only once a transport of the crew is on its way (status
 * 3, 4 or 7): the geolocation watch, the wake lock and the reporting stay out of "Heute"'s first
 * load (budget, decision 060).
 */
export const LazyPositionSharing = lazy(() =>
  import('./position-sharing').then((module) => ({ default: module.PositionSharing })),
);

/**
 * The arrival line of a list row, fetched only once a row is on its way: the list's first load
 * stays as it was (decision 060).
 */
export const LazyArrivalCell = lazy(() =>
  import('./arrival-cell').then((module) => ({ default: module.ArrivalCell })),
);
