import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import type { Patient } from '@/contract/patient';
import { http } from '@/lib/api-client';
import { patientKeys } from './patient-keys';
import type { ListSearch } from '@/lib/list-search';

export const listPatients = (params: ListSearch) =>
  http.get<Page<Patient>>('patients', {
    page: params.page,
    per_page: params.per_page,
    search: params.search,
    sort: params.sort,
  });

export const patientsListQueryOptions = (params: ListSearch) =>
  queryOptions({
    queryKey: patientKeys.list(params),
    queryFn: () => listPatients(params),
    placeholderData: keepPreviousData,
  });
