/** Reliability scorecards of transport companies (issue 11, decision 043). */
export { scorecardRoutes } from './routes';
