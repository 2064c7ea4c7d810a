/**
 * Issue 8: a ward nurse orders a transport in under a minute with the keyboard alone — the
 * patient by typing, start and destination from a favorite and the patient's home, reason and
 * mobility by their first letters, the time typed in segments — and the vehicle is suggested
 * from the mobility ("Liegend → mindestens KTW").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apiFor, patientBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { orderDialysisWithKeyboard, pad, tabTo } from './support/order-keyboard';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

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
    await orderDialysisWithKeyboard(page, 'Tastm', /Tastmann, Erika/);
    await tabTo(page, /Abholung/);
    const pickup = new Date(Date.now() + 26 * 60 * 60_000);
    await keyboard.type(
      `${pad(pickup.getDate())}${pad(pickup.getMonth() + 1)}${pickup.getFullYear()}0930`,
    );
    // Enter in the pickup's time submits the order: no tabbing on to the button (issue 27.6).
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
