/** A patient as the user sees it: the server's record with their queued changes laid over it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Patient } from '@/contract/patient';
import { newestCachedRecord, recordFromCachedLists } from '@/lib/cached-record';
import { useOverlaidRecord } from '@/lib/offline-writes/use-overlay';
import { patientQueryOptions } from './get-patient';
import { patientKeys } from './patient-keys';
import { patientWrites } from './patient-writes';

export function usePatient(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...patientQueryOptions(id),
    initialData: () => recordFromCachedLists<Patient>(queryClient, patientKeys.lists(), id)?.record,
    initialDataUpdatedAt: () =>
      recordFromCachedLists(queryClient, patientKeys.lists(), id)?.updatedAt,
  });
  const newest = newestCachedRecord<Patient>(queryClient, patientKeys.lists(), id, query.data);
  const { entries, record } = useOverlaidRecord<Patient>(patientWrites, id, newest);
  return { query, entries, patient: record };
}
