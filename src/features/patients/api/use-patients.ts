/** Patients as the user sees them: the server's data with their queued changes laid over it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recordFromCachedLists } from '@/lib/cached-record';
import type { Patient } from '@/contract/patient';
import { useOverlaidPage, useOverlaidRecord } from '@/lib/offline-writes/use-overlay';
import { patientQueryOptions } from './get-patient';
import { patientsListQueryOptions } from './list-patients';
import { patientKeys } from './patient-keys';
import type { ListSearch } from '@/lib/list-search';
import { patientFromBody } from './patient-writes';

const searchTexts = (patient: Patient) => [
  patient.firstName,
  patient.lastName,
  patient.healthInsuranceNumber,
  patient.address?.city,
];

export function usePatientsPage(params: ListSearch) {
  const query = useQuery(patientsListQueryOptions(params));
  const { entries, records, totalRows } = useOverlaidPage('patients', query, patientFromBody, {
    page: params.page,
    search: params.search,
    searchTexts,
  });
  return { query, entries, patients: records, totalRows };
}

export function usePatient(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...patientQueryOptions(id),
    initialData: () => recordFromCachedLists<Patient>(queryClient, patientKeys.lists(), id)?.record,
    initialDataUpdatedAt: () =>
      recordFromCachedLists(queryClient, patientKeys.lists(), id)?.updatedAt,
  });
  const { entries, record } = useOverlaidRecord('patients', id, query, patientFromBody);
  return { query, entries, patient: record };
}
