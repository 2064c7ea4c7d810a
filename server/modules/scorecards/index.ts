/** Reliability scorecards of transport companies (issue 11, decision 043). */
export { scorecardRoutes } from './routes';
// The benchmark times the scorecard's statement on a large database.
export { scorecardStatement, type ScorecardRequest } from './scorecard-store';
