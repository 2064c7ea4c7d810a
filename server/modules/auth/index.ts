/**
 * Authentication: the `/auth` routes, the middleware that turns a bearer token into the caller
 * and their data scope, and what other modules may do with credentials and sessions.
 */
export { authRoutes } from './routes';
export { requireUser } from './require-user';
export { changePassword } from './password-change';
export { invalidateUserSessions, liveSessions, revokeSessions } from './sessions';
export { sessionUserOf, findUserByEmail, teamsOfUser } from './users';
export { sendInvitation } from './invitation';
export { adminsWrite } from './admins-write';
export { hashPassword } from './passwords';
export { eventCode, confirmEmailLink, resetPasswordLink } from './email-codes';
export { decodeSessionChange, SESSION_CHANGES, startSessionCache } from './session-cache';
export { createPasswordRater } from './password-rating';
