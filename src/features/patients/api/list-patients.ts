import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import type { Patient } from '@/contract/patient';
import { http } from '@/lib/api-client';
import { patientKeys, type PatientListParams } from './patient-keys';

export const listPatients = (params: PatientListParams) =>
  http.get<Page<Patient>>('patients', {
    page: params.page,
    per_page: params.perPage,
    search: params.search,
    sort: params.sort,
  });

export const patientsListQueryOptions = (params: PatientListParams) =>
  queryOptions({
    queryKey: patientKeys.list(params),
    queryFn: () => listPatients(params),
    placeholderData: keepPreviousData,
  });
