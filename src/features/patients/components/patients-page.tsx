import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus, SearchX, Users, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Patient } from '@/contract/patient';
import { PendingBadge } from '@/components/offline/pending-badge';
import { PendingChangesBar } from '@/components/offline/pending-changes-bar';
import { RecordAttention } from '@/components/offline/record-attention';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { DataTable, type DataTableColumn } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import type { WithPending } from '@/lib/offline-writes/overlay';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { usePatientsPage } from '../api/use-patients';
import type { PatientListParams } from '../api/patient-keys';
import { usePatientFields } from '../use-patient-fields';
import { DeletePatientAction } from './delete-patient-action';

export type PatientsSearch = { page: number; per_page: number; search?: string; sort?: string };

const ageOf = (birthday: string) => {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const now = new Date();
  return (
    now.getFullYear() -
    year -
    (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day) ? 1 : 0)
  );
};

/** The patient list (PRODUCT.md §3): search, sort, pages, pending changes, empty states. */
export function PatientsPage({
  search,
  onSearchChange,
}: {
  search: PatientsSearch;
  onSearchChange: (next: Partial<PatientsSearch>) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const fields = usePatientFields();
  const params: PatientListParams = {
    page: search.page,
    perPage: search.per_page,
    search: search.search,
    sort: search.sort,
  };
  const { query, entries, patients, totalRows } = usePatientsPage(params);
  const [searchText, setSearchText] = useState(search.search ?? '');

  // The list follows the search box after a short pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.search ?? '') !== searchText)
        onSearchChange({ search: searchText || undefined, page: 1 });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, search.search, onSearchChange]);

  const sortColumn = search.sort?.replace(/^-/, '') ?? 'lastName';
  const columns: DataTableColumn<WithPending<Patient>>[] = [
    {
      id: 'lastName',
      header: t`Name`,
      isRowHeader: true,
      allowsSorting: true,
      cell: (patient) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium text-slate-900 dark:text-slate-100">
            {patient.lastName}, {patient.firstName}
          </span>
          {patient.pending && <PendingBadge mark={patient.pending} />}
        </span>
      ),
    },
    {
      id: 'birthday',
      header: t`Geburtsdatum`,
      allowsSorting: true,
      cell: (patient) => (
        <span className="tabular-nums">
          {formatDate(patient.birthday)}{' '}
          <span className="text-slate-500 dark:text-slate-400">({ageOf(patient.birthday)})</span>
        </span>
      ),
    },
    {
      id: 'kvnr',
      header: t`Versichertennummer`,
      cell: (patient) => (
        <span className="font-mono text-sm">{patient.healthInsuranceNumber ?? '–'}</span>
      ),
    },
    { id: 'insurer', header: t`Krankenkasse`, cell: (patient) => patient.insurer?.name ?? '–' },
    {
      id: 'city',
      header: t`Ort`,
      cell: (patient) =>
        patient.address ? `${patient.address.zipCode} ${patient.address.city}` : '–',
    },
  ];

  const offlineWithoutData = query.fetchStatus === 'paused' && !query.data;
  const searching = !!search.search;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={<Trans>Patienten</Trans>}
        description={<Trans>Stammdaten Ihrer Patienten für die Transportbestellung.</Trans>}
        actions={
          <Link to="/directory/patients/create" className={buttonStyles()}>
            <Plus aria-hidden className="size-4" />
            <Trans>Patient anlegen</Trans>
          </Link>
        }
      />
      <PendingChangesBar entries={entries} resource="patients" />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          aria-label={t`Patienten suchen`}
          placeholder={t`Name, Versichertennummer oder Ort`}
          value={searchText}
          onChange={setSearchText}
          className="sm:w-96"
        />
        {query.data && (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {searching ? (
              <Plural value={totalRows} one="# Treffer" other="# Treffer" />
            ) : (
              <Plural value={totalRows} one="# Patient" other="# Patienten" />
            )}
          </p>
        )}
      </div>
      <DataTable
        aria-label={t`Patienten`}
        columns={columns}
        items={patients}
        isLoading={query.isFetching}
        sortDescriptor={{
          column: sortColumn,
          direction: search.sort?.startsWith('-') ? 'descending' : 'ascending',
        }}
        onSortChange={(descriptor) =>
          onSearchChange({
            sort: `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}`,
            page: 1,
          })
        }
        onRowAction={(id) =>
          void navigate({ to: '/directory/patients/update/$id', params: { id: String(id) } })
        }
        rowActions={(patient) => (
          <span className="flex items-center justify-end gap-1">
            <RecordAttention
              entries={entries}
              recordEntries={entriesOfRecord(entries, 'patients', patient.id)}
              fields={fields}
              variant="button"
            />
            {patient.pending?.operation !== 'delete' && <DeletePatientAction patient={patient} />}
          </span>
        )}
        emptyState={
          offlineWithoutData ? (
            <EmptyState icon={WifiOff} title={t`Offline`}>
              <Trans>
                Die Patientenliste wurde auf diesem Gerät noch nicht geladen. Sie erscheint, sobald
                wieder eine Verbindung besteht.
              </Trans>
            </EmptyState>
          ) : searching ? (
            <EmptyState icon={SearchX} title={t`Keine Treffer`}>
              <Trans>Kein Patient passt zu „{search.search}“.</Trans>
            </EmptyState>
          ) : (
            <EmptyState
              icon={Users}
              title={t`Noch keine Patienten`}
              action={
                <Link to="/directory/patients/create" className={buttonStyles()}>
                  <Trans>Ersten Patienten anlegen</Trans>
                </Link>
              }
            >
              <Trans>
                Legen Sie Patienten einmal an und wählen Sie sie beim Bestellen nur noch aus.
              </Trans>
            </EmptyState>
          )
        }
      />
      {totalRows > 0 && (
        <div className="mt-4">
          <Pagination
            page={search.page}
            perPage={search.per_page}
            totalRows={totalRows}
            onPageChange={(page) => onSearchChange({ page })}
            onPerPageChange={(perPage) => onSearchChange({ per_page: perPage, page: 1 })}
          />
        </div>
      )}
    </div>
  );
}
