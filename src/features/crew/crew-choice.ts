/**
 * Which crew's jobs a phone shows on "Heute" (decision 026): the choice stored on the device,
 * else the signed-in user's own crew, else every crew of the company.
 */
import type { Named } from '@/contract/transport-answer';

/** Stored when the crew asked for all jobs explicitly (not the same as "never chose"). */
export const ALL_CREWS = 'all';

/** The crews that have jobs, in the order of their first job. */
export function crewsOf(jobs: { crew: Named | null }[]): Named[] {
  const crews = new Map<string, Named>();
  for (const job of jobs) if (job.crew) crews.set(job.crew.id, job.crew);
  return [...crews.values()];
}

/** The crew whose jobs are shown, or null for all of them. */
export function chosenCrew(
  crews: Named[],
  stored: string | null,
  ownTeamIds: readonly string[],
): string | null {
  if (stored === ALL_CREWS) return null;
  if (stored && crews.some((crew) => crew.id === stored)) return stored;
  return crews.find((crew) => ownTeamIds.includes(crew.id))?.id ?? null;
}

/**
 * The user's teams, when the session names them (the teams area adds them to the user's answer);
 * read defensively so a session stored by an older version still works.
 */
export function ownTeamIds(user: object): string[] {
  const teams = (user as { teams?: unknown }).teams;
  return Array.isArray(teams)
    ? teams.flatMap((team: { id?: unknown }) => (typeof team?.id === 'string' ? [team.id] : []))
    : [];
}
