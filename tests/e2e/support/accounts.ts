/**
 * Test accounts made through the real API: register, confirm from the mailed link, log in. The
 * browser variant stores the session the way the login screen does, so tests start signed in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { AccountType, AuthAnswer, RegisterInput } from '../../../src/contract/auth';
import { mailedLink } from './mail';

export const PASSWORD = 'Sicheres-Passwort-2026';

export type TestAccount = {
  email: string;
  password: string;
  organization: string;
  accountType: AccountType;
};

export function registrationFor(
  accountType: AccountType,
  overrides: Partial<RegisterInput> = {},
): RegisterInput {
  const unique = randomUUID().slice(0, 8);
  const organization = {
    medical_facility: `Klinikum Nord ${unique}`,
    retirement_home: `Seniorenhaus Linde ${unique}`,
    transport_company: `Krankenfahrten Schnell ${unique}`,
  }[accountType];
  return {
    accountType,
    firstname: 'Mia',
    lastname: 'Schulz',
    email: `mia.${unique}@example.org`,
    phone: '030 5550100',
    password: PASSWORD,
    passwordRetry: PASSWORD,
    organization,
    address: 'Seestraße 12',
    city: 'Berlin',
    zipcode: '13353',
    country: 'DE',
    ...(accountType === 'transport_company' ? { fleetSize: 8 } : {}),
    ...overrides,
  };
}

/**
 * Accounts are made as if by different people: each from a client address of its own (the e2e
 * server trusts X-Forwarded-For), since registrations are limited per address.
 */
async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  const [a, b] = randomBytes(2);
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.18.${a}.${b}`,
    },
    body: JSON.stringify(body),
  });
}

/** A confirmed account of the given type, created through the API. */
export async function createAccount(
  baseUrl: string,
  dataDir: string,
  accountType: AccountType = 'medical_facility',
): Promise<TestAccount> {
  const input = registrationFor(accountType);
  const registered = await post(baseUrl, '/v1/auth/register', input);
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const link = new URL(await mailedLink(dataDir, input.email, 'confirm-email'));
  const [, , userId, code] = link.pathname.split('/');
  const confirmed = await post(baseUrl, '/v1/auth/confirm-email', { userId, code });
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status}`);
  return { email: input.email, password: PASSWORD, organization: input.organization, accountType };
}

/**
 * Signs a page in through the API (the refresh cookie lands in the context's cookie jar) and
 * stores the session under local storage key `user`, as the login screen does, then opens `path`.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: TestAccount,
  path = '/',
): Promise<AuthAnswer> {
  const response = await page.context().request.post(`${baseUrl}/v1/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
  const answer = (await response.json()) as AuthAnswer;
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((session) => localStorage.setItem('user', session), JSON.stringify(answer));
  await page.goto(`${baseUrl}${path}`);
  return answer;
}

/** Signs in through the login screen, as a person would. */
export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  account: TestAccount,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await field(page, 'E-Mail-Adresse').fill(account.email);
  await field(page, 'Passwort').fill(account.password);
  await page.getByRole('button', { name: /^(Anmelden|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A form field by its exact label; required fields' labels end in a visual "*" (hidden from
 * screen readers, but part of the label's text).
 */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\*?$`));
}
