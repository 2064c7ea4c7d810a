/** The escalation ladder's settings (`/settings/escalation`, decision 042) as the route uses them. */
export { EscalationSettingsPage } from './components/escalation-settings-page';
export { escalationLadderQueryOptions } from './api/escalation-ladder';
