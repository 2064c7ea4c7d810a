/**
 * Issue 4 end to end: patients through the UI, and offline — queued creates, edits and deletes
 * that survive a reload and reach the server exactly once, a conflict between two devices shown
 * for the user to decide, replay from a closed tab, and nothing readable left after logout.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { field, type TestAccount } from './support/accounts';
import { apiFor, patientBody, type Api } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { goOffline, goOnline } from './support/network';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const device = (account: TestAccount, path = '/directory/patients') =>
  opened.signedIn(account, path);

/** The worker controls the page, so a reload without network still gets the app. */
async function workerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
}

async function fillPatient(
  page: Page,
  values: { firstName: string; lastName: string; birthday: string },
) {
  await field(page, 'Vorname').fill(values.firstName);
  await field(page, 'Nachname').fill(values.lastName);
  await page.getByRole('radio', { name: 'weiblich' }).check({ force: true });
  await page
    .getByRole('group', { name: /Geburtsdatum/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(values.birthday);
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The header's offline mark. */
const offlineMark = (page: Page) => page.locator('header').getByText('Offline');
const pendingText = (page: Page) => page.getByTestId('pending-count').textContent();

async function patientsNamed(api: Api, lastName: string) {
  const { body } = await api.get<{
    data: { id: string; lastName: string; firstName: string; version: number }[];
  }>(`patients?search=${encodeURIComponent(lastName)}&per_page=100`);
  return body.data.filter((patient) => patient.lastName === lastName);
}

describe('patients through the UI', () => {
  it('creates, finds, edits and deletes a patient; the form names wrong fields', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    const page = await device(account);
    await page.getByText('Noch keine Patienten').waitFor();

    await page.getByRole('link', { name: 'Patient anlegen' }).click();
    await expect.poll(() => page.title()).toBe('Patient anlegen');
    await field(page, 'Versichertennummer').fill('X110411676');
    await field(page, 'PLZ').fill('1234');
    await page.getByRole('button', { name: 'Patient anlegen' }).click();
    await page.getByText('Die Prüfziffer der Versichertennummer stimmt nicht.').waitFor();
    await page.getByText('Deutsche Postleitzahlen haben 5 Ziffern.').waitFor();
    await page.getByText('Bitte ein Geschlecht auswählen.').waitFor();

    await fillPatient(page, { firstName: 'Hildegard', lastName: 'Brandt', birthday: '03041939' });
    await field(page, 'Versichertennummer').fill('X110411675');
    await field(page, 'Straße').fill('Seestraße');
    await field(page, 'Hausnummer').fill('4');
    await field(page, 'PLZ').fill('13353');
    await field(page, 'Ort').fill('Berlin');
    await field(page, 'Besonderheiten').fill('schwerhörig');
    await page.getByRole('button', { name: 'Patient anlegen' }).click();
    await page.waitForURL(/\/directory\/patients\?/);
    await row(page, 'Brandt, Hildegard').waitFor();
    expect((await patientsNamed(api, 'Brandt'))[0]).toMatchObject({ firstName: 'Hildegard' });

    await api.send('POST', 'patients', patientBody('Albers'));
    await page.getByRole('searchbox').fill('brandt');
    await expect.poll(() => row(page, 'Albers').count(), { timeout: 20_000 }).toBe(0);
    await row(page, 'Brandt, Hildegard').click();
    await page.waitForURL(/\/update\//);
    await field(page, 'Vorname').fill('Hilde');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await row(page, 'Brandt, Hilde').waitFor();
    expect((await patientsNamed(api, 'Brandt'))[0]).toMatchObject({
      firstName: 'Hilde',
      version: 2,
    });

    await row(page, 'Brandt, Hilde').getByRole('button', { name: 'Hilde Brandt löschen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => row(page, 'Brandt').count(), { timeout: 20_000 }).toBe(0);
    expect(await patientsNamed(api, 'Brandt')).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('patients offline', () => {
  it('queues a create, an edit and a delete, keeps them over a reload, and sends each once', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    const kept = (await api.send('POST', 'patients', patientBody('Keller'))).body as { id: string };
    await api.send('POST', 'patients', patientBody('Loewe'));
    const page = await device(account);
    await row(page, 'Keller').waitFor();
    await workerReady(page);

    await goOffline(page.context());
    await page.getByRole('link', { name: 'Patient anlegen' }).click();
    await fillPatient(page, { firstName: 'Otto', lastName: 'Offline', birthday: '01021950' });
    await page.getByRole('button', { name: 'Patient anlegen' }).click();
    await page.getByText('Auf diesem Gerät gespeichert').first().waitFor();
    await row(page, 'Offline, Otto').getByText('Neu · nicht übertragen').waitFor();
    // The count includes the patient created offline (issue 10).
    await page.getByText('3 Patienten').waitFor();

    // Opened again without network (a reload): the same save, the same toast and mark (issue 10).
    await page.goto(`${baseUrl()}/directory/patients/update/${kept.id}`);
    await offlineMark(page).waitFor();
    await field(page, 'Vorname').fill('Karla');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Auf diesem Gerät gespeichert').waitFor();
    await row(page, 'Keller, Karla').getByText('Geändert · nicht übertragen').waitFor();

    await row(page, 'Loewe')
      .getByRole('button', { name: /löschen$/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await row(page, 'Loewe').getByText('Wird gelöscht').waitFor();
    await expect.poll(() => pendingText(page)).toContain('3 Änderungen warten auf Übertragung');
    // A patient being deleted no longer counts.
    await page.getByText('2 Patienten').waitFor();
    // Sending now cannot work offline, and the bar says why.
    await page.getByRole('button', { name: 'Jetzt übertragen' }).click();
    await page
      .getByTestId('send-hold')
      .getByText(/^Keine Verbindung/)
      .waitFor();

    // Reloading without network: the shell, the list and the queued changes are all still there.
    await page.reload();
    await row(page, 'Offline, Otto').getByText('Neu · nicht übertragen').waitFor();
    await row(page, 'Keller, Karla').waitFor();
    expect(await patientsNamed(api, 'Offline')).toEqual([]);

    await goOnline(page.context());
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(async () => (await patientsNamed(api, 'Offline')).length, { timeout: 20_000 })
      .toBe(1);
    expect((await patientsNamed(api, 'Keller'))[0]).toMatchObject({
      firstName: 'Karla',
      version: 2,
    });
    expect(await patientsNamed(api, 'Loewe')).toEqual([]);
    // Another replay (a reload runs one) changes nothing.
    await page.reload();
    await row(page, 'Offline, Otto').waitFor();
    expect(await patientsNamed(api, 'Offline')).toHaveLength(1);
  });

  it('opened offline before the list was ever loaded: says it is not on this device, never "no patients"', async () => {
    const account = await newAccount();
    const page = await device(account, '/settings/account');
    await workerReady(page);
    await goOffline(page.context());
    await page.goto(`${baseUrl()}/directory/patients`);
    await offlineMark(page).waitFor();
    await page.getByText('Noch nicht auf diesem Gerät').waitFor();
    expect(await page.getByText('Noch keine Patienten').count()).toBe(0);

    // What is created offline shows all the same, and the rest is said to be missing.
    await page.getByRole('link', { name: 'Patient anlegen' }).click();
    await fillPatient(page, { firstName: 'Nina', lastName: 'Neuland', birthday: '02031960' });
    await page.getByRole('button', { name: 'Patient anlegen' }).click();
    await row(page, 'Neuland, Nina').getByText('Neu · nicht übertragen').waitFor();
    await page
      .getByText('Die übrigen Einträge wurden auf diesem Gerät noch nicht geladen.')
      .waitFor();

    await goOnline(page.context());
    await expect.poll(() => offlineMark(page).count()).toBe(0);
    await page.getByText('1 Patient', { exact: true }).waitFor({ timeout: 20_000 });
    expect(errorsOf(page)).toEqual([]);
  });

  it('never duplicates a create whose answer got lost, and retries server errors', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    const page = await device(account, '/directory/patients/create');
    // The first POST reaches the server but its answer is lost; then one server error; then through.
    // Routed for the whole context: the page and the service worker may both send it.
    let calls = 0;
    await page.context().route('**/v1/patients', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      calls += 1;
      if (calls === 1) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      if (calls === 2)
        return route.fulfill({ status: 503, body: '{"code":1500,"message":"busy"}' });
      return route.continue();
    });
    await fillPatient(page, { firstName: 'Lena', lastName: 'Verloren', birthday: '05061960' });
    await page.getByRole('button', { name: 'Patient anlegen' }).click();
    await page.getByText('Auf diesem Gerät gespeichert').first().waitFor();
    await expect.poll(() => calls, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 30_000 }).toBe(0);
    expect(await patientsNamed(api, 'Verloren')).toHaveLength(1);
  });

  it('shows a conflict between two devices and lets the user decide', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    const shared = (await api.send('POST', 'patients', patientBody('Conrad'))).body as {
      id: string;
    };
    const phone = await device(account);
    const desk = await device(account, `/directory/patients/update/${shared.id}`);
    await row(phone, 'Conrad').waitFor();
    await field(desk, 'Vorname').waitFor();
    await workerReady(phone);

    // The crew's phone loses the network, then opens the patient it had in its list.
    await goOffline(phone.context());
    await row(phone, 'Conrad').click();
    await field(phone, 'Vorname').fill('Clara');
    await field(phone, 'Telefon').fill('0171 5550101');
    await phone.getByRole('button', { name: 'Speichern' }).click();
    await row(phone, 'Conrad, Clara').waitFor();

    await field(desk, 'Vorname').fill('Carla');
    await desk.getByRole('button', { name: 'Speichern' }).click();
    await row(desk, 'Conrad, Carla').waitFor();

    await goOnline(phone.context());
    await row(phone, 'Conrad').getByText('Konflikt').waitFor({ timeout: 20_000 });
    // Nothing was overwritten: the server keeps the desk's version until the user decides.
    expect((await patientsNamed(api, 'Conrad'))[0]).toMatchObject({
      firstName: 'Carla',
      version: 2,
    });

    await row(phone, 'Conrad').getByRole('button', { name: 'Entscheiden' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Zwischenzeitlich geändert' });
    await dialog
      .getByRole('row', { name: /Vorname/ })
      .getByText('Clara')
      .waitFor();
    await dialog
      .getByRole('row', { name: /Vorname/ })
      .getByText('Carla')
      .waitFor();
    await dialog.getByRole('button', { name: 'Meine Version speichern' }).click();
    await expect
      .poll(async () => (await patientsNamed(api, 'Conrad'))[0]?.firstName, { timeout: 20_000 })
      .toBe('Clara');
    expect((await patientsNamed(api, 'Conrad'))[0]).toMatchObject({ version: 3 });
  });

  it('replays a change from a tab that was closed, through Background Sync', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    const page = await device(account, '/directory/patients/create');
    await workerReady(page);
    const context = page.context();
    await goOffline(context);
    await fillPatient(page, { firstName: 'Sina', lastName: 'Sync', birthday: '07081970' });
    await page.getByRole('button', { name: 'Patient anlegen' }).click();
    await page.getByText('Auf diesem Gerät gespeichert').first().waitFor();

    // The tab is closed; only the service worker is left to send the change.
    const blank = await context.newPage();
    await page.close();
    await goOnline(context);
    const cdp = await context.newCDPSession(blank);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const ours = list.find((r: { scopeURL: string }) => r.scopeURL.startsWith(baseUrl()));
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseUrl()).origin,
      registrationId,
      tag: 'outbox',
      lastChance: false,
    });
    await expect
      .poll(async () => (await patientsNamed(api, 'Sync')).length, { timeout: 20_000 })
      .toBe(1);
  });

  it('leaves nothing readable in IndexedDB or Cache Storage after logout', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    await api.send('POST', 'patients', patientBody('Geheimnis'));
    const page = await device(account);
    await row(page, 'Geheimnis').waitFor();
    await workerReady(page);
    await goOffline(page.context());
    await row(page, 'Geheimnis')
      .getByRole('button', { name: /löschen$/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await row(page, 'Geheimnis').getByText('Wird gelöscht').waitFor();

    // Even before logout the cache holds the name only encrypted.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(readAllStoredText)).not.toContain('Geheimnis');

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page
      .getByRole('alertdialog', { name: 'Trotzdem abmelden?' })
      .getByRole('button', { name: 'Abmelden und verwerfen' })
      .click();
    await page.waitForURL(/\/login/);
    const left = await page.evaluate(readAllStoredText);
    expect(left).not.toContain('Geheimnis');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(
      await page.evaluate(async () => {
        const rows: number[] = [];
        for (const info of await indexedDB.databases()) {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(info.name!);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          for (const store of Array.from(db.objectStoreNames)) {
            rows.push(
              await new Promise<number>((resolve) => {
                const count = db.transaction(store).objectStore(store).count();
                count.onsuccess = () => resolve(count.result);
              }),
            );
          }
          db.close();
        }
        return rows.reduce((sum, n) => sum + n, 0);
      }),
    ).toBe(0);
    expect(
      (await page.evaluate(() => caches.keys())).every((name) =>
        name.startsWith('workbox-precache'),
      ),
    ).toBe(true);
  });
});

/** Everything stored in IndexedDB and Cache Storage, as text, for a plaintext search. */
async function readAllStoredText(): Promise<string> {
  const parts: string[] = [];
  for (const info of await indexedDB.databases()) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name!);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      const values = await new Promise<unknown[]>((resolve) => {
        const all = db.transaction(store).objectStore(store).getAll();
        all.onsuccess = () => resolve(all.result);
      });
      for (const value of values) {
        parts.push(
          JSON.stringify(value, (_key, v: unknown) =>
            v instanceof ArrayBuffer || ArrayBuffer.isView(v)
              ? new TextDecoder().decode(v instanceof ArrayBuffer ? v : (v as Uint8Array))
              : v,
          ),
        );
      }
    }
    db.close();
  }
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response && !/\.(js|css|woff2|png|svg)$/.test(request.url))
        parts.push(await response.text());
    }
  }
  return parts.join('\n');
}
