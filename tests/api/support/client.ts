/**
 * A small API client for tests: JSON in and out, a cookie jar for the refresh cookie, the bearer
 * token of the last login, and helpers that create confirmed users of each organisation type.
 */
import { randomUUID } from 'node:crypto';
import type { AccountType, AuthAnswer, RegisterInput } from '../../../src/contract/auth';
import type { Harness } from './harness';

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export class ApiClient {
  cookies = new Map<string, string>();
  token: string | undefined;
  language: 'de' | 'en' = 'de';

  constructor(readonly harness: Harness) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string>; token?: string | null } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'accept-language': this.language, ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await this.harness.fetch(path, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string, options?: Parameters<ApiClient['request']>[2]) => this.request<T>('GET', path, options);
  post = <T = any>(path: string, json?: unknown, options?: Parameters<ApiClient['request']>[2]) =>
    this.request<T>('POST', path, { json: json ?? {}, ...options });
  put = <T = any>(path: string, json?: unknown, options?: Parameters<ApiClient['request']>[2]) =>
    this.request<T>('PUT', path, { json: json ?? {}, ...options });
  delete = <T = any>(path: string, options?: Parameters<ApiClient['request']>[2]) => this.request<T>('DELETE', path, options);

  async login(email: string, password: string): Promise<ApiResponse<AuthAnswer>> {
    const response = await this.post<AuthAnswer>('/v1/auth/login', { email, password });
    if (response.status === 200) this.token = response.body.access_token;
    return response;
  }
}

export const PASSWORD = 'Sicheres-Passwort-2026';

export function registration(accountType: AccountType = 'medical_facility', overrides: Partial<RegisterInput> = {}): RegisterInput {
  const unique = randomUUID().slice(0, 8);
  return {
    accountType,
    firstname: 'Anna',
    lastname: 'Meier',
    email: `anna.${unique}@example.org`,
    phone: '030 1234567',
    password: PASSWORD,
    passwordRetry: PASSWORD,
    organization: `Klinikum ${unique}`,
    address: 'Hauptstraße 1',
    city: 'Berlin',
    zipcode: '10115',
    country: 'DE',
    ...(accountType === 'transport_company' ? { fleetSize: 12 } : {}),
    ...overrides,
  };
}

/** The code of the newest mailed link to `email` that matches `/confirm-email/` or `/reset-password/`. */
export function mailedLink(harness: Harness, email: string, kind: 'confirm-email' | 'reset-password') {
  const mail = [...harness.mailer.sent].reverse().find((m) => m.to === email && m.links.some((l) => l.includes(`/${kind}/`)));
  if (!mail) return undefined;
  const link = mail.links.find((l) => l.includes(`/${kind}/`))!;
  const [userId, code] = new URL(link).pathname.split('/').slice(2) as [string, string];
  return { link, userId, code };
}

/** Registers an organisation, confirms the admin's address and logs in. */
export async function signedInUser(harness: Harness, accountType: AccountType = 'medical_facility') {
  const client = new ApiClient(harness);
  const input = registration(accountType);
  const registered = await client.post('/v1/auth/register', input);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const { userId, code } = mailedLink(harness, input.email, 'confirm-email')!;
  await client.post('/v1/auth/confirm-email', { userId, code });
  const login = await client.login(input.email, PASSWORD);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, input, answer: login.body, user: login.body.user };
}
