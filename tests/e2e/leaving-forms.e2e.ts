/**
 * Issue 10, "input is never thrown away silently": a form with unsaved input asks before it is
 * left — by "Zurück", the sidebar or a shortcut — and the shortcuts work everywhere else; saving
 * returns to the list with the search, sort and page it was left with.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { field } from './support/accounts';
import { apiFor, patientBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { sidebar } from './support/shell';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Änderungen verwerfen?' });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The list's path and search, whatever the order of its parameters. */
const listView = (url: string | URL) => {
  const { pathname, searchParams } = new URL(url);
  return `${pathname}?${[...searchParams]
    .map((pair) => pair.join('='))
    .sort()
    .join('&')}`;
};

describe('leaving a form', () => {
  it('asks before unsaved input is lost and comes back to the list as it was left', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    for (const [firstName, birthday] of [
      ['Anna', '1950-01-02'],
      ['Berta', '1940-05-06'],
      ['Carla', '1960-07-08'],
    ] as const) {
      await api.send('POST', 'patients', patientBody('Sorgsam', { firstName, birthday }));
    }
    await api.send('POST', 'patients', patientBody('Anders'));
    const list = '/directory/patients?search=Sorgsam&sort=-birthday&per_page=10';
    const page = await opened.signedIn(account, list);
    await row(page, 'Sorgsam, Carla').waitFor();
    const listUrl = listView(page.url());
    const backAtList = () => page.waitForURL((url) => listView(url) === listUrl);

    // A shortcut where nothing is typed goes straight on, and comes back without a question.
    await page.keyboard.press('Control+f');
    await page.waitForURL(/\/directory\/favorite-addresses\/create$/);
    await page.goBack();
    await row(page, 'Sorgsam, Berta').click();
    await page.waitForURL(/\/directory\/patients\/update\//);

    // Typed into a note, then Ctrl+F: asked, and "Weiter bearbeiten" keeps the note.
    await field(page, 'Notiz').fill('Klingel defekt');
    await page.keyboard.press('Control+f');
    await question(page).waitFor();
    expect(page.url()).toMatch(/\/directory\/patients\/update\//);
    await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect.poll(() => question(page).count()).toBe(0);
    expect(await field(page, 'Notiz').inputValue()).toBe('Klingel defekt');

    // "Zurück" and the sidebar ask the same.
    await page.getByRole('link', { name: 'Zurück' }).click();
    await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await sidebar(page).getByRole('link', { name: 'Hilfe', exact: true }).click();
    await question(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => question(page).count()).toBe(0);
    expect(page.url()).toMatch(/\/directory\/patients\/update\//);

    // Saving leaves without a question, back to the list as it was.
    await page.getByRole('button', { name: 'Speichern' }).click();
    await backAtList();
    await row(page, 'Sorgsam, Carla').waitFor();
    expect(await row(page, 'Anders').count()).toBe(0);

    // "Verwerfen" goes where the user was going, and the input is gone.
    await page.getByRole('link', { name: 'Patient anlegen' }).click();
    await field(page, 'Nachname').fill('Verworfen');
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await question(page).getByRole('button', { name: 'Verwerfen' }).click();
    await backAtList();
    await row(page, 'Sorgsam, Anna').waitFor();

    const { body } = await api.get<{ data: { firstName: string; note?: string }[] }>(
      'patients?search=Sorgsam',
    );
    expect(body.data.find((patient) => patient.firstName === 'Berta')?.note).toBe('Klingel defekt');
    expect(
      (await api.get<{ total_rows: number }>('patients?search=Verworfen')).body.total_rows,
    ).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  }, 120_000);
});
