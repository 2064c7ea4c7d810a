import { authApi } from '@/contract/account-api';
import type { RegisterInput } from '@/contract/auth';
import { call } from '@/lib/api-client';

export const register = (input: RegisterInput) => call(authApi.register, { body: input });
