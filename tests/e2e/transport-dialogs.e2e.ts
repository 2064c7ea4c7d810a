/**
 * The dialogs that ask before a step — a ward releasing an on-call return trip, a crew completing
 * a transport — and the patient's birth date: each refusal is shown at its field in the built
 * app, and an impossible date is never quietly changed. Screenshots of each (1440×900 and
 * 390×844, light and dark with E2E_SCREENS=all) land in test-results/dialogs/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestAccount } from './support/accounts';
import { apiFor, patientBody, transportOrderBody } from './support/api';
import { DESKTOP, PHONE, baseUrl, browsers, newAccount } from './support/app';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/dialogs');
const ALL_WALKS = [
  ['1440', DESKTOP, 'light'],
  ['1440', DESKTOP, 'dark'],
  ['390', PHONE, 'light'],
  ['390', PHONE, 'dark'],
] as const;
// `npm test` walks one size per theme (about 15 s each); E2E_SCREENS=all walks all four.
const WALKS =
  process.env.E2E_SCREENS === 'all'
    ? ALL_WALKS
    : ALL_WALKS.filter(([size, , theme]) =>
        ['1440 light', '390 dark'].includes(`${size} ${theme}`),
      );
const opened = browsers();
afterAll(() => opened.closeAll());

/** Types digits into a date field's segments; react-aria moves on by itself. */
async function typeDate(group: Locator, digits: string) {
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(digits);
}

/** What a field's description and message say (aria-describedby), as a screen reader reads it. */
const describedBy = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
const described = (page: Page, name: RegExp) => describedBy(page.getByRole('group', { name }));

describe('dialogs mark their fields', () => {
  let ward: TestAccount;
  let company: TestAccount;
  const returnIds: string[] = [];
  const outboundIds: string[] = [];
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [ward, company] = await Promise.all([newAccount(), newAccount('transport_company')]);
    const wardApi = await apiFor(baseUrl(), ward);
    const companyApi = await apiFor(baseUrl(), company);
    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
    for (const _ of WALKS) {
      const pickup = new Date(Date.now() + 3 * 60 * 60_000);
      const order = await wardApi.send<{ id: string; returnTransportId: string }>(
        'POST',
        'transports',
        transportOrderBody(patient.body.id, pickup, { roundTrip: { onCall: true } }),
      );
      returnIds.push(order.body.returnTransportId);
      outboundIds.push(order.body.id);
      expect(await companyApi.send('POST', `transports/${order.body.id}/accept`, {})).toMatchObject(
        { status: 200 },
      );
      for (const status of ['en_route', 'in_transit']) {
        expect(
          await companyApi.send('POST', `transports/${order.body.id}/status`, { status }),
        ).toMatchObject({ status: 200 });
      }
    }
  });

  WALKS.forEach(([size, viewport, theme], walk) => {
    it(`${size} ${theme}`, { timeout: 120_000 }, async () => {
      const wardPage = await opened.signedIn(ward, `/transport/view/${returnIds[walk]}`, {
        viewport,
        colorScheme: theme,
      });
      await wardPage.getByRole('button', { name: 'Rückfahrt freigeben' }).click();
      const release = wardPage.getByRole('dialog');
      await typeDate(release.getByRole('group', { name: /^Rückfahrt um/ }), '010120201000');
      await release.getByRole('button', { name: 'Freigeben' }).click();
      await expect
        .poll(() => described(wardPage, /^Rückfahrt um/))
        .toContain('Die Rückfahrt liegt in der Vergangenheit.');
      await wardPage.waitForTimeout(300);
      await wardPage.screenshot({ path: `${SHOTS}/release-past-${size}-${theme}.png` });

      await typeDate(release.getByRole('group', { name: /^Rückfahrt um/ }), '310220301000');
      await release.getByRole('button', { name: 'Abbrechen' }).focus();
      await expect
        .poll(() => described(wardPage, /^Rückfahrt um/))
        .toContain('Den 31.02.2030 10:00 gibt es nicht – der Monat hat 28 Tage.');
      await wardPage.waitForTimeout(300);
      await wardPage.screenshot({ path: `${SHOTS}/release-impossible-${size}-${theme}.png` });

      const companyPage = await opened.signedIn(company, `/transport/view/${outboundIds[walk]}`, {
        viewport,
        colorScheme: theme,
      });
      await companyPage.getByRole('button', { name: 'Transport abschließen' }).click();
      const completion = companyPage.getByRole('dialog');
      await completion.getByRole('textbox', { name: /Wartezeit/ }).fill('1500');
      await completion.getByRole('button', { name: 'Abschließen' }).click();
      const km = completion.getByRole('textbox', { name: /Gefahrene Kilometer/ });
      await expect.poll(() => km.getAttribute('aria-invalid')).toBe('true');
      await companyPage.waitForTimeout(300);
      await companyPage.screenshot({ path: `${SHOTS}/completion-${size}-${theme}.png` });

      // A list's range filter: react-aria moves from the start's year to the end before the page
      // shows the year's last digit; the start typed is said as typed, the list keeps its range.
      await wardPage.goto(`${baseUrl()}/`);
      const range = wardPage
        .getByRole('group', { name: 'Zeitraum' })
        .filter({ has: wardPage.getByRole('spinbutton') });
      await typeDate(range, '3102203001032030');
      await wardPage.keyboard.press('Tab');
      await expect
        .poll(() => describedBy(range))
        .toContain('Den 31.02.2030 gibt es nicht – der Monat hat 28 Tage.');
      expect(new URL(wardPage.url()).searchParams.get('from')).toBeNull();
      await wardPage.waitForTimeout(300);
      await wardPage.screenshot({ path: `${SHOTS}/range-impossible-${size}-${theme}.png` });

      await wardPage.goto(`${baseUrl()}/directory/patients/create`);
      const birthDate = wardPage.getByRole('group', { name: /^Geburtsdatum/ });
      await typeDate(birthDate, '31021950');
      await wardPage.keyboard.press('Tab');
      await expect
        .poll(() => described(wardPage, /^Geburtsdatum/))
        .toContain('Den 31.02.1950 gibt es nicht – der Monat hat 28 Tage.');
      await expect.poll(() => birthDate.getByRole('spinbutton').first().textContent()).toBe('31');
      await wardPage.waitForTimeout(300);
      await wardPage.screenshot({ path: `${SHOTS}/patient-birthdate-${size}-${theme}.png` });
    });
  });
});
