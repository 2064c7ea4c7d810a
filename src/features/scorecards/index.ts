/**
 * Reliability scorecards (`/scorecards`, issue 11): the page, which the route loads lazily with
 * its charts. The route's search and loader import scorecard-search.ts and api/ directly, so
 * that the main bundle never reaches the page (and the chart library) through this entry.
 */
export { ScorecardPage } from './components/scorecard-page';
