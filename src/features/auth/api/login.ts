import type { AuthAnswer, LoginInput } from '@/contract/auth';
import { http } from '@/lib/api-client';

export const login = (input: LoginInput) => http.post<AuthAnswer>('auth/login', input);
