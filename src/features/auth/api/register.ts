import type { RegisterInput } from '@/contract/auth';
import { http } from '@/lib/api-client';

export const register = (input: RegisterInput) =>
  http.post<{ userId: string; email: string }>('auth/register', input);
