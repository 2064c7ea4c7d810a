/** The crew's shift on the road (issue 8): its jobs and their status steps, also offline. */
export { CrewTodayPage } from './components/crew-today-page';
export { todayTransportsQueryOptions } from './api/today-transports';
export { shiftAt } from './crew-shift';
export { renderCrewAction } from './components/crew-step-action';
