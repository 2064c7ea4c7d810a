/** Reliability scorecards (`/scorecards`, issue 11) as the route uses them. */
export { scorecardQueryOptions } from './api/get-scorecard';
export { ScorecardPage } from './components/scorecard-page';
export { scorecardQuery, ScorecardSearchSchema, type ScorecardSearch } from './scorecard-search';
