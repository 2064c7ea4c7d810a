import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '@/contract/account-api';
import { call } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getAccount = () => call(accountApi.read);

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: getAccount });
