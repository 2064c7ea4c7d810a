import { Trans, useLingui } from '@lingui/react/macro';
import { Ambulance } from 'lucide-react';
import { useState } from 'react';
import type { Page } from '@/contract/common';
import type { Named, Transport } from '@/contract/transport-answer';
import { ServerList } from '@/components/offline/server-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate } from '@/lib/dates';
import { entriesOfRecord, overlayRecord } from '@/lib/offline-writes/overlay';
import { useOutboxEntries } from '@/lib/offline-writes/use-outbox';
import { useCurrentUser } from '@/lib/session';
import { crewStepWrites } from '../api/crew-step-writes';
import { todayTransportsQueryOptions } from '../api/today-transports';
import { CrewFilter } from './crew-filter';
import { CrewJobCard } from './crew-job-card';

const CREW_STORAGE_KEY = 'crew';

function useDeviceCrew(): [string | null, (crewId: string | null) => void] {
  const [crewId, setCrewId] = useState(() => localStorage.getItem(CREW_STORAGE_KEY));
  return [
    crewId,
    (next) => {
      if (next) localStorage.setItem(CREW_STORAGE_KEY, next);
      else localStorage.removeItem(CREW_STORAGE_KEY);
      setCrewId(next);
    },
  ];
}

/** The crews that have jobs today, in the order of their first job. */
function crewsOf(transports: Transport[]): Named[] {
  const crews = new Map<string, Named>();
  for (const transport of transports)
    if (transport.crew) crews.set(transport.crew.id, transport.crew);
  return [...crews.values()];
}

/** "Heute": the day's jobs of the company carried out by this phone's crew, in pickup order. */
export function CrewTodayPage({ day }: { day: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title={<Trans>Heute</Trans>} description={formatDate(day)} />
      <ServerList options={todayTransportsQueryOptions(day)}>
        {(page) => <TodayJobs page={page} />}
      </ServerList>
    </div>
  );
}

function TodayJobs({ page }: { page: Page<Transport> | undefined }) {
  const { t } = useLingui();
  const organizationId = useCurrentUser().organization.id;
  const entries = useOutboxEntries();
  const [crewId, setCrewId] = useDeviceCrew();
  // The company's own jobs: orders it placed for others to carry are not the crew's.
  const jobs = (page?.data ?? []).filter((job) => job.assignedCompany?.id === organizationId);
  const crews = crewsOf(jobs);
  const chosen = crews.some((crew) => crew.id === crewId) ? crewId : null;
  const shown = jobs.filter((job) => !chosen || job.crew?.id === chosen);
  return (
    <>
      <CrewFilter crews={crews} selected={chosen} onSelect={setCrewId} />
      {shown.length === 0 ? (
        <EmptyState
          icon={Ambulance}
          title={page ? t`Heute keine Fahrten` : t`Noch nicht auf diesem Gerät`}
        >
          {page
            ? t`Sobald die Disposition Ihnen einen Transport gibt, erscheint er hier.`
            : t`Die Fahrten des Tages laden, sobald eine Verbindung besteht.`}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t`Fahrten heute`}>
          {shown.map((job) => (
            <CrewJobCard
              key={job.id}
              transport={overlayRecord(job, job.id, entries, crewStepWrites) ?? job}
              entries={entries}
              recordEntries={entriesOfRecord(entries, crewStepWrites.recordType, job.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
