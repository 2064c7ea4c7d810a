import type { OrganizationType, Role } from '../src/contract/auth';
import type { Language } from '../src/contract/messages';

/**
 * The signed-in caller, established by the requireUser middleware. Its own file, so the data
 * layer that is opened for a caller does not import the app's composition (context.ts).
 */
export type Caller = {
  userId: string;
  sessionId: string;
  organizationId: string;
  organizationType: OrganizationType;
  role: Role;
  language: Language;
};
