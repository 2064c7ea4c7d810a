/** Patients as the user sees them: the server's data with their queued changes laid over it. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Patient } from '@/contract/patient';
import { overlayList, overlayRecord } from '@/lib/offline-writes/overlay';
import { useOutboxEntries } from '@/lib/offline-writes/use-outbox';
import { patientQueryOptions } from './get-patient';
import { patientsListQueryOptions } from './list-patients';
import type { PatientListParams } from './patient-keys';
import { patientFromBody } from './patient-writes';

const matchesSearch = (patient: Patient, search: string | undefined) => {
  if (!search) return true;
  const haystack = [
    patient.firstName,
    patient.lastName,
    patient.healthInsuranceNumber,
    patient.address?.city,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};

export function usePatientsPage(params: PatientListParams) {
  const query = useQuery(patientsListQueryOptions(params));
  const entries = useOutboxEntries();
  const patients = useMemo(
    () =>
      overlayList(query.data?.data ?? [], entries, 'patients', patientFromBody, (patient) =>
        params.page === 1 ? matchesSearch(patient, params.search) : false,
      ),
    [query.data, entries, params.page, params.search],
  );
  return { query, entries, patients, totalRows: query.data?.total_rows ?? 0 };
}

export function usePatient(id: string) {
  const entries = useOutboxEntries();
  const query = useQuery(patientQueryOptions(id));
  const patient = useMemo(
    () => overlayRecord(query.data, id, entries, 'patients', patientFromBody),
    [query.data, id, entries],
  );
  return { query, entries, patient };
}
