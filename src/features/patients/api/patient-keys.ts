/** Query keys of the patients feature; the root is the queued-write resource name. */
export type PatientListParams = { page: number; perPage: number; search?: string; sort?: string };

export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (params: PatientListParams) => [...patientKeys.lists(), params] as const,
  detail: (id: string) => [...patientKeys.all, 'detail', id] as const,
};
