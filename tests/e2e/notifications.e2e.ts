/**
 * Notifications live (seed §4, §7): while a user's page is open, another person's action — here
 * a registration attempt with the user's address, an account event — makes the bell's count go
 * up without a reload, with the toast; opening the panel shows the entry and clears the count.
 */
import { afterAll, expect, it } from 'vitest';
import { registrationFor } from './support/accounts';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';

const opened = browsers();
afterAll(() => opened.closeAll());

it('raises the bell count live when someone else acts', async () => {
  const account = await newAccount();
  const page = await opened.signedIn(account, '/');
  const bell = page.getByRole('button', { name: /^Benachrichtigungen/ });
  await bell.waitFor();
  expect(await page.getByTestId('bell-count').count()).toBe(0);
  // Give the realtime connection its moment to subscribe before the other party acts.
  await page.waitForTimeout(1500);

  // Someone else, elsewhere, registers with this user's address.
  const attempt = await fetch(`${baseUrl()}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registrationFor('medical_facility', { email: account.email })),
  });
  expect(attempt.status).toBe(201);

  await page.getByTestId('bell-count').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('bell-count').textContent()).toBe('1');
  await page.getByText('Registrierungsversuch mit Ihrer E-Mail-Adresse').first().waitFor();

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await panel.getByText('Registrierungsversuch mit Ihrer E-Mail-Adresse').waitFor();
  expect(await page.getByTestId('bell-count').count()).toBe(0);
  expect(errorsOf(page)).toEqual([]);
});
