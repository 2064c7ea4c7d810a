import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus, Users } from 'lucide-react';
import type { Patient } from '@/contract/patient';
import { PendingBadge } from '@/components/offline/pending-badge';
import { RecordList } from '@/components/offline/record-list';
import { ServerList } from '@/components/offline/server-list';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { DataTableColumn } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import type { ListSearch } from '@/lib/list-search';
import type { WithPending } from '@/lib/offline-writes/overlay';
import { patientsListQueryOptions } from '../api/list-patients';
import { patientWrites } from '../api/patient-writes';
import { usePatientFields } from '../use-patient-fields';
import { DeletePatientAction } from './delete-patient-action';
import { EMPTY_MARK, orEmptyMark } from '@/components/ui/empty-mark';

/** Full years of age on `today` for a `YYYY-MM-DD` birthday. */
export function ageOn(birthday: string, today = new Date()): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** What the server's patient search looks at (a record created offline is matched the same way). */
const searchTexts = (patient: Patient) => [
  patient.firstName,
  patient.lastName,
  patient.healthInsuranceNumber,
  patient.address?.city,
];

/** The patient list (PRODUCT.md §3); the route's loader has loaded it (or it is offline). */
export function PatientsPage({
  search,
  onSearchChange,
}: {
  search: ListSearch;
  onSearchChange: (next: Partial<ListSearch>) => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const fields = usePatientFields();

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
          <span className="text-slate-500 dark:text-slate-400">({ageOn(patient.birthday)})</span>
        </span>
      ),
    },
    {
      id: 'kvnr',
      header: t`Versichertennummer`,
      cell: (patient) => (
        <span className="tabular-nums text-sm">{orEmptyMark(patient.healthInsuranceNumber)}</span>
      ),
    },
    {
      id: 'insurer',
      header: t`Krankenkasse`,
      cell: (patient) => orEmptyMark(patient.insurer?.name),
    },
    {
      id: 'city',
      header: t`Ort`,
      cell: (patient) =>
        patient.address ? `${patient.address.zipCode} ${patient.address.city}` : EMPTY_MARK,
    },
  ];

  return (
    <div className="max-w-6xl">
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
      <ServerList options={patientsListQueryOptions(search)}>
        {(page, isFetching) => (
          <RecordList
            writes={patientWrites}
            page={page}
            isFetching={isFetching}
            searchTexts={searchTexts}
            label={t`Patienten`}
            searchPlaceholder={t`Name, Versichertennr. oder Ort`}
            count={(total, searching, more) =>
              more ? (
                searching ? (
                  t`Mehr als ${i18n.number(total)} Treffer`
                ) : (
                  t`Mehr als ${i18n.number(total)} Patienten`
                )
              ) : searching ? (
                <Plural value={total} one="# Treffer" other="# Treffer" />
              ) : (
                <Plural value={total} one="# Patient" other="# Patienten" />
              )
            }
            columns={columns}
            defaultSort="lastName"
            fields={fields}
            search={search}
            onSearchChange={onSearchChange}
            onOpen={(id) => void navigate({ to: '/directory/patients/update/$id', params: { id } })}
            deleteAction={(patient) => <DeletePatientAction patient={patient} />}
            noRecords={
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
            }
          />
        )}
      </ServerList>
    </div>
  );
}
