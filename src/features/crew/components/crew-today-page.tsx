import { Trans, useLingui } from '@lingui/react/macro';
import { Ambulance } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { Page } from '@/contract/common';
import type { Transport } from '@/contract/transport-answer';
import { ServerList } from '@/components/offline/server-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/dates';
import { entriesOfRecord, overlayRecord } from '@/lib/offline-writes/overlay';
import { useOutboxEntries } from '@/lib/offline-writes/use-outbox';
import { useCurrentUser } from '@/lib/session';
import { transportWrites } from '@/features/transports';
import { changesSince, marksForCrew } from '../change-marks';
import { ALL_CREWS, chosenCrew, crewsOf, ownTeamIds } from '../crew-choice';
import { jobsOfNextShift, jobsOfShift, shiftAt, type Shift } from '../crew-shift';
import { crewsOfPhone } from '../crew-vehicle';
import { todayTransportsQueryOptions } from '../api/today-transports';
import { useSeenJobs } from '../seen-jobs';
import { CrewFilter } from './crew-filter';
import { CrewJobCard } from './crew-job-card';
import { CrewVehicleCard } from './crew-vehicle-card';

const CREW_STORAGE_KEY = 'crew';

function useDeviceCrew(): [string | null, (crewId: string | null) => void] {
  const [stored, setStored] = useState(() => localStorage.getItem(CREW_STORAGE_KEY));
  return [
    stored,
    (crewId) => {
      const next = crewId ?? ALL_CREWS;
      localStorage.setItem(CREW_STORAGE_KEY, next);
      setStored(next);
    },
  ];
}

/**
 * "Heute": the shift's jobs of the company carried out by this phone's crew, in pickup order —
 * past midnight until the handover at 06:00, and in its last two hours the next shift's below
 * (crew-shift.ts). The clock moves on every minute, so done jobs leave and the next shift starts
 * at the handover without a reload.
 */
export function CrewTodayPage() {
  const { t } = useLingui();
  const now = useMinuteClock();
  const shift = shiftAt(now);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <PageHeader
        title={<Trans>Heute</Trans>}
        description={t`Schicht bis ${formatDateTime(shift.until)}`}
      />
      <ServerList options={todayTransportsQueryOptions(shift)}>
        {(page) => <TodayJobs page={page} shift={shift} now={now} />}
      </ServerList>
    </div>
  );
}

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function TodayJobs({
  page,
  shift,
  now,
}: {
  page: Page<Transport> | undefined;
  shift: Shift;
  now: Date;
}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const organizationId = user.organization.id;
  const entries = useOutboxEntries();
  const [stored, setCrewId] = useDeviceCrew();
  // The company's own jobs: orders it placed for others to carry are not the crew's.
  const ownJobs = useMemo(
    () => (page?.data ?? []).filter((job) => job.assignedCompany?.id === organizationId),
    [page, organizationId],
  );
  const { seen, acknowledge } = useSeenJobs(ownJobs);
  const marksOf = (job: Transport) => changesSince(seen[job.id], job);
  // A change not yet acknowledged keeps its job on the list: a cancelled or handed-over job
  // never disappears silently.
  const marked = (job: Transport) => marksOf(job).length > 0;
  const jobs = jobsOfShift(ownJobs, shift, now, marked);
  const nextJobs = jobsOfNextShift(ownJobs, shift, now);
  // The early crew is among the choices before its first job of the day has begun.
  const crews = crewsOf([...jobs, ...nextJobs]);
  const chosen = chosenCrew(crews, stored, ownTeamIds(user));
  const ofChosen = (job: Transport) =>
    !chosen || job.crew?.id === chosen || (seen[job.id]?.crewId === chosen && marked(job));
  const shown = jobs.filter(ofChosen);
  const shownNext = nextJobs.filter(ofChosen);
  const card = (job: Transport) => (
    <CrewJobCard
      key={job.id}
      transport={overlayRecord(job, job.id, entries, transportWrites) ?? job}
      entries={entries}
      recordEntries={entriesOfRecord(entries, transportWrites.recordType, job.id)}
      today={shift.today}
      marks={marksForCrew(marksOf(job), job, chosen)}
      onAcknowledge={() => acknowledge(job)}
    />
  );
  return (
    <>
      <CrewFilter crews={crews} selected={chosen} onSelect={setCrewId} />
      {user.organization.type.value === 'T' && (
        <CrewVehicleCard
          day={shift.today}
          crewIds={crewsOfPhone(chosen, stored, ownTeamIds(user))}
        />
      )}
      {shown.length === 0 && shownNext.length === 0 && (
        <EmptyState
          icon={Ambulance}
          title={page ? t`Heute keine Fahrten` : t`Noch nicht auf diesem Gerät`}
        >
          {page
            ? t`Sobald die Disposition Ihnen einen Transport gibt, erscheint er hier.`
            : t`Die Fahrten des Tages laden, sobald eine Verbindung besteht.`}
        </EmptyState>
      )}
      {shown.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t`Fahrten heute`}>
          {shown.map(card)}
        </ul>
      )}
      {shownNext.length > 0 && (
        <section aria-labelledby="next-shift" className="flex flex-col gap-3">
          <h2
            id="next-shift"
            className="mt-2 text-sm font-semibold text-slate-700 dark:text-slate-300"
          >
            {t`Nächste Schicht ab ${formatDateTime(shift.until)}`}
          </h2>
          <ul className="flex flex-col gap-3" aria-label={t`Fahrten der nächsten Schicht`}>
            {shownNext.map(card)}
          </ul>
        </section>
      )}
    </>
  );
}
