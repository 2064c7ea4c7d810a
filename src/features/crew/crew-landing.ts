/**
 * Where the app opens (decision 070): a member of one of a transport company's crews on the
 * crew's "Heute", everyone else — dispatchers — on the transport list. Only the first screen of
 * a page load, and only for the plain start address: a crew member who opens the list later, or
 * follows a link, stays where they went.
 */
import type { SessionUser } from '@/contract/auth';

let firstScreen = true;

export function isCrewMember(user: SessionUser): boolean {
  const teams = (user as { teams?: { crew?: unknown }[] }).teams;
  // Read defensively: a session stored by an older version names no crews.
  return (
    user.organization.type.value === 'T' &&
    Array.isArray(teams) &&
    teams.some((team) => team?.crew === true)
  );
}

/** Whether this navigation should land on "Heute"; answers for the page's first screen only. */
export function landsOnToday(
  user: SessionUser,
  location: { pathname: string; search: object },
): boolean {
  const first = firstScreen;
  firstScreen = false;
  return (
    first &&
    location.pathname === '/' &&
    Object.keys(location.search).length === 0 &&
    isCrewMember(user)
  );
}
