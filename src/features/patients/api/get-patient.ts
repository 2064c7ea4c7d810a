import { queryOptions } from '@tanstack/react-query';
import { patientApi } from '@/contract/patient';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { ERROR_CODES } from '@/contract/common';
import { patientKeys } from './patient-keys';

export const getPatient = (id: string) => call(patientApi.read, { params: { id } });

export const patientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: patientKeys.detail(id),
    queryFn: () => getPatient(id),
    // A record that is not there (or not ours) will not appear by asking again.
    retry: (failures, error) => !isApiError(error, ERROR_CODES.notFound) && failures < 3,
  });
