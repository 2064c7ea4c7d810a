/** Query keys of the organisation's set-up: teams and users. */
export const setupKeys = {
  teams: ['teams'] as const,
  team: (id: string) => [...setupKeys.teams, id] as const,
  users: ['users'] as const,
  user: (id: string) => [...setupKeys.users, id] as const,
};
