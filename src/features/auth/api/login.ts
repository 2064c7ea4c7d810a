import { authApi } from '@/contract/account-api';
import type { LoginInput } from '@/contract/auth';
import { call } from '@/lib/api-client';

export const login = (input: LoginInput) => call(authApi.login, { body: input });
