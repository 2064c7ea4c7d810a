/** Query keys of the crew's day. */
export const crewKeys = {
  all: ['crew'] as const,
  today: (day: string) => [...crewKeys.all, 'today', day] as const,
};
