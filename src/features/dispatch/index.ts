/** The fleet (`/settings/vehicles`) and the dispatch board (`/dispatch`), issue 30, as the routes use them. */
export { FleetPage } from './components/fleet-page';
export { DispatchBoardPage } from './components/dispatch-board-page';
export { crewsQueryOptions, vehiclesQueryOptions } from './api/vehicles';
export { boardQueryOptions } from './api/board';
