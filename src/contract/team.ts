/**
 * Teams of an organisation (PRODUCT.md §2): departments of a medical organisation ("Station
 * 3B"), crews or dispatch groups of a transport company. Names are unique in the organisation
 * regardless of case; a user may be in several teams.
 */
import * as v from 'valibot';
import { listQuery, object, optionalText, requiredText, uuid, version } from './common';
import { endpoint } from './endpoint';
import { m } from './messages';
import { pageOf, versionedRecord } from './record';

/** Ids of records chosen in a form (members of a team, teams of a user): no more than this. */
export const MAX_CHOSEN_IDS = 200;

export const idList = v.pipe(
  v.array(uuid, m('invalidType')),
  v.maxLength(MAX_CHOSEN_IDS, m('idList')),
  v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
);

const teamEntries = {
  name: requiredText(100),
  description: optionalText(500, { multiline: true }),
  /**
   * A transport company's crew (decision 070): its members open the app on "Heute". Left out,
   * a new team is none and an edited one stays as it was; other organisations have no crews.
   */
  crew: v.optional(v.boolean(m('invalidType'))),
  /** Everyone in the team afterwards; left out, the members stay as they are. */
  memberIds: v.optional(idList),
};

export const TeamInput = object(teamEntries);
export type TeamInput = v.InferInput<typeof TeamInput>;
export type TeamData = v.InferOutput<typeof TeamInput>;

export const TeamUpdate = object({ ...teamEntries, version });
export type TeamUpdate = v.InferInput<typeof TeamUpdate>;

export const TeamListQuery = listQuery(['name', 'createdAt'] as const);

/** A person as a team lists them. */
export const TeamMember = v.object({ id: v.string(), firstName: v.string(), lastName: v.string() });
export type TeamMember = v.InferOutput<typeof TeamMember>;

export const Team = versionedRecord({
  name: v.string(),
  description: v.nullable(v.string()),
  crew: v.boolean(),
  members: v.array(TeamMember),
});
export type Team = v.InferOutput<typeof Team>;
export const TeamPage = pageOf(Team);
export type TeamPage = v.InferOutput<typeof TeamPage>;

/** A team as a user's answer names it; `crew` makes its members crew members (decision 070). */
export type TeamRef = { id: string; name: string; crew: boolean };

/** The operations of `/v1/teams`. */
export const teamApi = {
  list: endpoint.get<TeamPage>('teams'),
  read: endpoint.get<Team, { id: string }>(({ id }) => `teams/${id}`),
  create: endpoint.post<Team, void, TeamInput>('teams'),
  update: endpoint.put<Team, { id: string }, TeamUpdate>(({ id }) => `teams/${id}`),
  delete: endpoint.delete<void, { id: string }>(({ id }) => `teams/${id}`),
};
