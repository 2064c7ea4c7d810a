/**
 * Issue 8: a ward nurse orders a transport in under a minute with the keyboard alone — the
 * patient by typing, start and destination from a favorite and the patient's home, reason and
 * mobility by their first letters, the time typed in segments — and the vehicle is suggested
 * from the mobility ("Liegend → mindestens KTW"). The Muster 4 is copied from the paper, and the
 * sentence beside it says, live, that the Kasse must approve a KTW and under which reference —
 * in German, and in English on the order's edit form. The minute is a person's, reckoned from the keys
 * pressed (keystrokeClock), not the machine's time. The order keeps the favourite's name, and
 * the list tells the ride by it (issue 27.5).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { apiFor, patientBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import {
  fillMuster4WithKeyboard,
  orderDialysisWithKeyboard,
  pad,
  keystrokeClock,
  tabTo,
} from './support/order-keyboard';

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
    const clock = keystrokeClock(page);

    // The patient field has the focus: type, pick with the arrow and Enter.
    await orderDialysisWithKeyboard(page, 'Tastm', /Tastmann, Erika/);
    await tabTo(page, /Abholung/);
    const pickup = new Date(Date.now() + 26 * 60 * 60_000);
    await keyboard.type(
      `${pad(pickup.getDate())}${pad(pickup.getMonth() + 1)}${pickup.getFullYear()}0930`,
    );
    const validUntil = new Date(Date.now() + 60 * 24 * 60 * 60_000);
    const [day, month, year] = [
      pad(validUntil.getDate()),
      pad(validUntil.getMonth() + 1),
      validUntil.getFullYear(),
    ];
    const until = { de: `${day}.${month}.${year}`, en: `${day}/${month}/${year}` };
    // Copying the Muster 4 from the paper is timed on its own: the minute is the order's.
    const beforeCopying = clock.seconds();
    await fillMuster4WithKeyboard(page, { reference: 'AZ-2026-4711', validUntil });
    const copied = clock.seconds() - beforeCopying;
    // Beside the card, live: a KTW to outpatient treatment needs the Kasse's approval, given.
    await page
      .getByRole('status')
      .filter({
        hasText: `Genehmigung der Krankenkasse nötig: Krankentransport zur ambulanten Behandlung (KT-RL § 6 Abs. 3). Genehmigt unter Az. AZ-2026-4711, gültig bis ${until.de}.`,
      })
      .waitFor();
    // Enter in a field submits the order: no tabbing on to the button (issue 27.6).
    await keyboard.press('Enter');
    await page.waitForURL(/\/transport\/view\//);
    const seconds = clock.seconds() - copied;

    console.info(
      `ordered with ${clock.keys()} keys: ${seconds.toFixed(1)} s for a person, Muster 4 copied in ${copied.toFixed(1)} s more`,
    );
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
      // The patient's home has no name; the favourite keeps its own.
      start: { name: null, address: { street: 'Seestraße' } },
      destination: { name: 'Dialysezentrum Mitte', address: { street: 'Chausseestraße' } },
      payer: { kind: 'insurer', insuranceNumber: 'X110411675' },
      prescription: {
        direction: 'outbound',
        reason: 'outpatient_high_frequency',
        vehicle: 'ktw',
        coPayment: 'required',
        approval: { reference: 'AZ-2026-4711' },
      },
    });

    // The list tells the ride by the favourite's name, the home by its street.
    await page.goto(`${baseUrl()}/`);
    const row = page.getByRole('row').filter({ hasText: String(stored.body.number) });
    await row.getByText('Dialysezentrum Mitte, 10115').waitFor();
    await row.getByText('Seestraße 4, 13353').waitFor();

    // In English the same sentence, on the order's edit form.
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.goto(`${baseUrl()}/transport/update/${id}`);
    await page
      .getByRole('status')
      .filter({
        hasText: `Health insurer’s approval needed: ambulance transport to outpatient treatment (KT-RL § 6(3)). Approved as AZ-2026-4711, valid until ${until.en}.`,
      })
      .waitFor();
    // The favourite's name names its address: a street edited away from it clears it (issue 27.5).
    const placeName = page.getByRole('textbox', { name: 'Name of the place' }).nth(1);
    expect(await placeName.inputValue()).toBe('Dialysezentrum Mitte');
    await page.getByRole('textbox', { name: 'Street' }).nth(1).fill('Invalidenstraße');
    await expect.poll(() => placeName.inputValue()).toBe('');
    // A whole date and time pasted into the pickup's segments fills them all, in the page's
    // language as in German (issue 27).
    const pickupField = page.getByRole('group', { name: /^Pickup/ });
    await pasteInto(pickupField.getByRole('spinbutton').first(), '28.11.2027 14:30');
    await expect
      .poll(() =>
        pickupField.evaluate((group) => group.textContent?.replace(/[\u2066-\u2069]/g, '')),
      )
      .toBe('28/11/2027, 14:30');
    await pasteInto(pickupField.getByRole('spinbutton').nth(1), '03/12/2027');
    await expect
      .poll(() =>
        pickupField.evaluate((group) => group.textContent?.replace(/[\u2066-\u2069]/g, '')),
      )
      .toBe('03/12/2027, 14:30');
    expect(errorsOf(page)).toEqual([]);
  });
});

/** Pastes `text` into a focused element as the browser does on Ctrl+V: a paste event with it. */
async function pasteInto(target: Locator, text: string) {
  await target.focus();
  await target.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, text);
}
