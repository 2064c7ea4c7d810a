/**
 * Issue 8: a ward nurse orders a transport in under a minute with the keyboard alone — the
 * patient by typing, start and destination from a favorite and the patient's home, reason and
 * mobility by their first letters, the time typed in segments — and the vehicle is suggested
 * from the mobility ("Liegend → mindestens KTW").
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiFor, patientBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

/** The accessible name of the focused element (label, labelledby or text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const labelledBy = (element?.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return [element?.getAttribute('aria-label'), labelledBy, element?.labels?.[0]?.textContent]
      .filter(Boolean)
      .join(' ');
  });

/** Presses Tab until the field named `name` has the focus, as a keyboard user moves on. */
async function tabTo(page: Page, name: RegExp, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`${name} not reached with Tab; focus is on "${await focusedName(page)}"`);
}

const pad = (value: number) => String(value).padStart(2, '0');

describe('ordering a transport', () => {
  it('takes a ward nurse less than a minute with the keyboard alone', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    const patient = await api.send<{ id: string }>('POST', 'patients', patientBody('Tastmann'));
    expect(patient.status).toBe(201);
    const favorite = await api.send('POST', 'favorite-addresses', {
      name: 'Dialysezentrum Mitte',
      street: 'Chausseestraße',
      houseNumber: '12',
      city: 'Berlin',
      zipCode: '10115',
      country: 'DE',
    });
    expect(favorite.status).toBe(201);

    const page = await opened.signedIn(account, '/transport/create');
    const keyboard = page.keyboard;
    await page.getByRole('combobox', { name: 'Patient' }).waitFor();
    const started = Date.now();

    // The patient field has the focus: type, pick with the arrow and Enter.
    await keyboard.type('Tastm');
    await page.getByRole('option', { name: /Tastmann, Erika/ }).waitFor();
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    await tabTo(page, /Anlass/);
    await keyboard.type('D'); // Dialyse
    await tabTo(page, /Mobilit/);
    await keyboard.type('L'); // Liegend
    await tabTo(page, /Adresse übernehmen/);
    await keyboard.press('Enter');
    await keyboard.type('Wohn');
    // Enter picks what the list shows: wait for the suggestion as a person would look for it.
    await page.getByRole('option').filter({ hasText: 'Wohn' }).first().waitFor();
    await keyboard.press('Enter');
    // The list closes (its fade-out) before Tab: pressed while it is still open, Tab leaves
    // the popover at the end of the page and starts again from the top.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await tabTo(page, /Adresse übernehmen/);
    await keyboard.press('Enter');
    await keyboard.type('Dialyse');
    await page.getByRole('option').filter({ hasText: 'Dialysezentrum Mitte' }).first().waitFor();
    await keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await tabTo(page, /Abholung/);
    const pickup = new Date(Date.now() + 26 * 60 * 60_000);
    await keyboard.type(
      `${pad(pickup.getDate())}${pad(pickup.getMonth() + 1)}${pickup.getFullYear()}0930`,
    );
    // On to the submit button and Enter.
    for (let presses = 0; presses < 60; presses++) {
      await keyboard.press('Tab');
      const onSubmit = await page.evaluate(
        () => (document.activeElement as HTMLButtonElement | null)?.type === 'submit',
      );
      if (onSubmit) break;
    }
    await keyboard.press('Enter');
    await page.waitForURL(/\/transport\/view\//);
    const seconds = (Date.now() - started) / 1000;

    console.info(`ordered with the keyboard in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
    await page.getByRole('heading', { name: /Tastmann, Erika/ }).waitFor();
    await page.getByText('Offen', { exact: true }).waitFor();
    const id = page.url().split('/').at(-1)!;
    const stored = await api.get<Record<string, unknown>>(`transports/${id}`);
    expect(stored.body).toMatchObject({
      status: 'open',
      reason: 'dialysis',
      mobility: 'lying',
      // Suggested from the mobility, never touched by the nurse.
      transportClass: 'KTW',
      patientId: patient.body.id,
      start: { address: { street: 'Seestraße' } },
      destination: { address: { street: 'Chausseestraße' } },
      payer: { type: 'GKV', insuranceNumber: 'X110411675' },
    });
    expect(errorsOf(page)).toEqual([]);
  });
});
