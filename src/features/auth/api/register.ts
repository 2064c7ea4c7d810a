import type { RegisterAnswer, RegisterInput } from '@/contract/auth';
import { http } from '@/lib/api-client';

export const register = (input: RegisterInput) => http.post<RegisterAnswer>('auth/register', input);
