/**
 * A small API client for tests: JSON in and out, a cookie jar for the refresh cookie, the bearer
 * token of the last login, and helpers that create confirmed users of each organisation type.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read freely in assertions */
import { randomInt, randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { AccountType, AuthAnswer, RegisterInput } from '../../../src/contract/auth';
import type { ErrorBody } from '../../../src/contract/common';
import type { Mail } from '../../../server/mail/mailer';
import type { Harness } from './harness';

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };
/** A success answer that may instead be the error body. */
export type AuthResponse = ApiResponse<AuthAnswer & Partial<ErrorBody>>;

export type RequestOptions = {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The bearer token; default the one of the last login, null for none. */
  token?: string | null;
};

export class ApiClient {
  cookies = new Map<string, string>();
  token: string | undefined;
  language: 'de' | 'en' = 'de';

  constructor(readonly harness: Harness) {}

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      'accept-language': this.language,
      ...options.headers,
    };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.cookies.size > 0 && !('cookie' in headers)) {
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

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, options);
  post = <T = any>(path: string, json?: unknown, options?: RequestOptions) =>
    this.request<T>('POST', path, { json: json ?? {}, ...options });
  put = <T = any>(path: string, json?: unknown, options?: RequestOptions) =>
    this.request<T>('PUT', path, { json: json ?? {}, ...options });
  delete = <T = any>(path: string, options?: RequestOptions) =>
    this.request<T>('DELETE', path, options);

  async login(email: string, password: string, options?: RequestOptions): Promise<AuthResponse> {
    const response = await this.post<AuthResponse['body']>(
      '/v1/auth/login',
      { email, password },
      options,
    );
    if (response.status === 200) this.token = response.body.access_token;
    return response;
  }

  /** Rotates the refresh cookie; on success the new access token becomes the bearer token. */
  async refresh(options?: RequestOptions): Promise<AuthResponse> {
    const response = await this.request<AuthResponse['body']>('POST', '/v1/auth/refresh', options);
    if (response.status === 200) this.token = response.body.access_token;
    return response;
  }

  /** A second device of the same user: same credentials, its own cookie jar and token. */
  device(): ApiClient {
    const other = new ApiClient(this.harness);
    other.language = this.language;
    return other;
  }
}

export const PASSWORD = 'Sicheres-Passwort-2026';

export function registration(
  accountType: AccountType = 'medical_facility',
  overrides: Partial<RegisterInput> = {},
): RegisterInput {
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

/**
 * The newest mailed link of `kind` to `email`, split into user id and code. Mails go out after
 * commit, from the events: this delivers what is due, then waits for the mail (another
 * instance's dispatcher may be sending it).
 */
export async function mailedLink(
  harness: Harness,
  email: string,
  kind: 'confirm-email' | 'reset-password',
) {
  await harness.events.settle();
  const mail = await vi.waitFor(
    () => {
      const found = [...harness.mailer.sent]
        .reverse()
        .find((m) => m.to === email && m.links.some((l) => l.includes(`/${kind}/`)));
      if (!found) throw new Error(`no ${kind} mail to ${email}`);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
  const link = mail.links.find((l) => l.includes(`/${kind}/`))!;
  const [userId, code] = new URL(link).pathname.split('/').slice(2) as [string, string];
  return { link, userId, code, mail };
}

export const mailsTo = (harness: Harness, email: string): Mail[] =>
  harness.mailer.sent.filter((mail) => mail.to === email);

/**
 * Waits until `count` mails to `email` have been sent. Recovery and resent confirmations are
 * asked for after the 202 and mailed after that commits, so a test has to wait for them.
 */
export async function waitForMails(harness: Harness, email: string, count = 1): Promise<Mail[]> {
  return vi.waitFor(
    () => {
      const mails = mailsTo(harness, email);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${email}`);
      return mails;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Registers an organisation and confirms the admin's address, without logging in. */
export async function confirmedUser(
  harness: Harness,
  accountType: AccountType = 'medical_facility',
  overrides: Partial<RegisterInput> = {},
) {
  const client = new ApiClient(harness);
  const input = registration(accountType, overrides);
  const registered = await client.post('/v1/auth/register', input);
  if (registered.status !== 201) {
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  }
  const { userId, code } = (await mailedLink(harness, input.email, 'confirm-email'))!;
  const confirmed = await client.post('/v1/auth/confirm-email', { userId, code });
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { client, input, userId };
}

/** Registers an organisation, confirms the admin's address and logs in. */
export async function signedInUser(
  harness: Harness,
  accountType: AccountType = 'medical_facility',
  overrides: Partial<RegisterInput> = {},
) {
  const { client, input, userId } = await confirmedUser(harness, accountType, overrides);
  const login = await client.login(input.email, input.password);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, input, userId, answer: login.body, user: login.body.user };
}

/**
 * A client address no other test uses (2001:db8::/32 is reserved for documentation): test files
 * share one PostgreSQL database, so addresses reused across files would share their limits.
 */
export function uniqueAddress(): string {
  const part = () => randomInt(0x10000).toString(16);
  return `2001:db8:${part()}:${part()}:${part()}:${part()}::1`;
}
