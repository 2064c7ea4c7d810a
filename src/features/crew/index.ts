/** The crew's day on the road (issue 8): today's jobs and their status steps, also offline. */
export { CrewTodayPage } from './components/crew-today-page';
export { todayTransportsQueryOptions } from './api/today-transports';
export { renderCrewAction } from './components/crew-step-action';
