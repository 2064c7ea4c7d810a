/** Series transports (issue 11; decision 041): the routes and the rolling job's run. */
export { marketplaceSeriesRoutes, seriesRoutes } from './routes';
export { createAheadForAllSeries, CREATE_AHEAD_DAYS } from './series-dates';
export { remindExpiringApprovals, APPROVAL_REMINDER_DAYS } from './approval-reminder';
