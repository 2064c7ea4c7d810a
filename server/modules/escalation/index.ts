/** The escalation ladder's settings (decision 042); the job itself is server/jobs/escalation-ladder.ts. */
export { escalationRoutes } from './routes';
