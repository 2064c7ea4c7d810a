import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { useCallback } from 'react';
import * as v from 'valibot';
import { OnlyForTransportCompanies } from '@/components/layout/only-for-transport-companies';
import { isStorableDate, todayInGermany } from '@/contract/dates';
import { boardQueryOptions, DispatchBoardPage } from '@/features/dispatch';
import { getSession, useCurrentUser } from '@/lib/session';
import { loadAreaTexts } from '@/lib/i18n';

const DispatchSearch = v.object({
  day: v.fallback(v.optional(v.pipe(v.string(), v.check(isStorableDate))), undefined),
});

export const Route = createFileRoute('/_app/dispatch')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  validateSearch: DispatchSearch,
  loaderDeps: ({ search }) => ({ day: search.day ?? todayInGermany() }),
  loader: ({ context, deps }) => {
    if (getSession()?.user.organization.type.value !== 'T') return;
    return context.queryClient.ensureQueryData(boardQueryOptions(deps.day));
  },
  staticData: {
    meta: {
      name: 'dispatch',
      title: msg`Disposition`,
      position: 'top',
      onlyTransportCompany: true,
      icon: CalendarDays,
    },
  },
  component: DispatchRoute,
});

function DispatchRoute() {
  const isCompany = useCurrentUser().organization.type.value === 'T';
  const { day = todayInGermany() } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onDayChange = useCallback(
    (next: string) => void navigate({ search: { day: next }, replace: true }),
    [navigate],
  );
  if (!isCompany) return <OnlyForTransportCompanies />;
  return <DispatchBoardPage day={day} onDayChange={onDayChange} />;
}
