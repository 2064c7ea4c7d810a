import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { useCallback } from 'react';
import * as v from 'valibot';
import { isCalendarDate, todayInGermany } from '@/contract/dates';
import { transportsListQueryOptions } from '@/features/transports/api/list-transports';
import { CALENDAR_VIEWS } from '@/features/transports/calendar-range';
import {
  calendarListParams,
  PlannedTransportCalendarPage,
  type CalendarSearch,
} from '@/features/transports/components/planned-transport-calendar-page';
import { loadAreaTexts } from '@/lib/i18n';
import { loadList } from '@/lib/load-list';

const CalendarSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(CALENDAR_VIEWS)), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.check(isCalendarDate))), undefined),
});

export const Route = createFileRoute('/_app/planned-transport-calendar')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  validateSearch: CalendarSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadList(
      context.queryClient,
      transportsListQueryOptions(
        calendarListParams(deps.view ?? 'week', deps.date ?? todayInGermany()),
      ),
    ),
  staticData: {
    meta: {
      name: 'planned-transport-calendar',
      title: msg`Transportkalender`,
      parent: 'transport',
      order: 1,
      icon: CalendarDays,
    },
  },
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: CalendarSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return <PlannedTransportCalendarPage search={search} onSearchChange={onSearchChange} />;
}
