import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '@/contract/auth';
import { http } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getAccount = () => http.get<SessionUser>('account');

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: getAccount });
