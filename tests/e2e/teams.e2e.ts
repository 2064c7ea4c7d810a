/**
 * Teams and users end to end (PRODUCT.md §2): an admin creates a department and invites a user
 * into it; the invitee is welcomed by the mailed link, sets a password, is signed in with it and
 * finds the team on the account page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { field } from './support/accounts';
import { baseUrl, browsers, dataDir, errorsOf, newAccount } from './support/app';
import { mailedLink } from './support/mail';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

describe('teams and users', () => {
  it('an admin creates a team and invites a user, who sets a password and sees the team', async () => {
    const admin = await newAccount('medical_facility');
    const page = await opened.signedIn(admin, '/settings/teams');

    await page.getByRole('link', { name: 'Team anlegen' }).click();
    await field(page, 'Name').fill('Station 3B');
    await page.getByRole('button', { name: 'Anlegen', exact: true }).click();
    await page.getByText('Station 3B').waitFor();

    await page.getByRole('link', { name: 'Benutzer anlegen' }).click();
    const email = `lena.${Date.now()}@example.org`;
    await field(page, 'Vorname').fill('Lena');
    await field(page, 'Nachname').fill('Krause');
    await field(page, 'E-Mail-Adresse').fill(email);
    // react-aria keeps the input hidden under its box: a person clicks the label.
    await page.locator('label').filter({ hasText: 'Station 3B' }).click();
    expect(await page.getByRole('checkbox', { name: 'Station 3B' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Anlegen und einladen' }).click();
    const invited = page.getByRole('listitem').filter({ hasText: email });
    await invited.getByText('eingeladen').waitFor();

    // The invitation's link welcomes her to the organisation, and saving signs her in
    // (issue 27.16): no reset wording, no login form to fill again.
    const invitee = await opened.open();
    await invitee.goto(await mailedLink(dataDir(), email, 'reset-password'));
    await invitee
      .getByRole('heading', { name: `Willkommen bei ${admin.organization}` })
      .waitFor({ timeout: 20_000 });
    await invitee.getByText('Legen Sie Ihr Passwort fest.').waitFor();
    expect(await field(invitee, 'E-Mail-Adresse').inputValue()).toBe(email);
    await field(invitee, 'Passwort').fill('Eingeladen-2026!');
    await field(invitee, 'Passwort wiederholen').fill('Eingeladen-2026!');
    await invitee.getByRole('button', { name: 'Passwort speichern' }).click();
    await invitee.waitForURL((url) => url.pathname === '/');
    await invitee.getByRole('button', { name: 'Abmelden' }).waitFor();
    await invitee.goto(`${baseUrl()}/settings/account`);
    await invitee.getByRole('list', { name: 'Meine Teams' }).getByText('Station 3B').waitFor();

    await page.reload();
    await invited.getByText('aktiv').waitFor();
    expect(errorsOf(page)).toEqual([]);
    expect(errorsOf(invitee)).toEqual([]);
  });
});
