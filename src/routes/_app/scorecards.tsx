import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Gauge } from 'lucide-react';
import { useCallback } from 'react';
import * as v from 'valibot';
import { ScorecardQuery } from '@/contract/scorecard';
import { ScorecardPage } from '@/features/scorecards';
import { scorecardQueryOptions } from '@/features/scorecards/api/get-scorecard';
import { scorecardQuery } from '@/features/scorecards/scorecard-query';
import {
  ScorecardSearchSchema,
  type ScorecardSearch,
} from '@/features/scorecards/scorecard-search';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/scorecards')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  validateSearch: ScorecardSearchSchema,
  loaderDeps: ({ search }) => search,
  // Started before the page renders; a period the contract refuses is shown by the page instead.
  loader: ({ context, deps }) => {
    const query = scorecardQuery(deps);
    if (v.is(ScorecardQuery, query))
      void context.queryClient.prefetchQuery(scorecardQueryOptions(query));
  },
  staticData: {
    meta: {
      name: 'scorecards',
      title: msg`Zuverlässigkeit`,
      position: 'top',
      icon: Gauge,
    },
  },
  component: ScorecardsRoute,
});

function ScorecardsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new period or company replaces the entry: no history entry per choice.
  const onSearchChange = useCallback(
    (next: Partial<ScorecardSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true }),
    [navigate],
  );
  return <ScorecardPage search={search} onSearchChange={onSearchChange} />;
}
