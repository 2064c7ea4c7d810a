/** Query keys of the crew's shift (named by the day it began on). */
export const crewKeys = {
  all: ['crew'] as const,
  today: (day: string) => [...crewKeys.all, 'today', day] as const,
  shifts: (day: string) => [...crewKeys.all, 'shifts', day] as const,
};
