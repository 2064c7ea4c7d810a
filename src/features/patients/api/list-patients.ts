import { queryOptions } from '@tanstack/react-query';
import { patientApi } from '@/contract/patient';
import { call } from '@/lib/api-client';
import type { ListSearch } from '@/lib/list-search';
import { patientKeys } from './patient-keys';

export const listPatients = (params: ListSearch) => call(patientApi.list, { query: params });

export const patientsListQueryOptions = (params: ListSearch) =>
  queryOptions({
    queryKey: patientKeys.list(params),
    queryFn: () => listPatients(params),
  });
