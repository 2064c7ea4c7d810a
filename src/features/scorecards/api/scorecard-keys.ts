import type { ScorecardQuery } from '@/contract/scorecard';

/** Query keys of the scorecards feature. */
export const scorecardKeys = {
  all: ['scorecards'] as const,
  card: (query: ScorecardQuery) => [...scorecardKeys.all, query] as const,
};
