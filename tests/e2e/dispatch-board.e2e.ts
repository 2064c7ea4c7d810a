/**
 * Issue 30 as one story: a dispatcher sees two vehicles and three accepted transports on the
 * board, drags one onto the KTW with the mouse, hands another to the taxi from the keyboard, is
 * stopped from putting a lying patient into the taxi (the row says why while the block hovers
 * over it), and the KTW crew's phone shows its new job and its vehicle without a reload; the
 * dispatcher then lets the KTW's crew drive the taxi too (the row's crew, by keyboard) and the
 * phone shows the taxi's job and both vehicles (decision 119); a Spätdienst on a third vehicle
 * that moves no job reaches the phone live (decision 129). Then the board at
 * 1440×900 and 1024×768, light and dark, German and English, into test-results/dispatch/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../../src/contract/transport-answer';
import { PASSWORD, type TestAccount } from './support/accounts';
import { apiFor, patientBody, transportOrderBody, type Api } from './support/api';
import { DESKTOP, PHONE, baseUrl, browsers, dataDir, errorsOf, newAccount } from './support/app';
import { laterToday } from './support/crew-jobs';
import { mailedLink } from './support/mail';
import { goOffline, goOnline } from './support/network';
import { workerControls } from './support/shell';
import { subscribedTo } from './support/realtime';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/dispatch');
const TABLET = { width: 1024, height: 768 };
const SOON = { timeout: 20_000 };

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

/** A crew member of the company: invited by its admin, password set from the mail. */
async function crewMemberOf(company: TestAccount, api: Api): Promise<TestAccount & { id: string }> {
  const email = `fahrer.${Date.now()}@example.org`;
  const invited = await api.send<{ id: string }>('POST', 'users', {
    firstName: 'Jonas',
    lastName: 'Fahrer',
    email,
    role: 'member',
  });
  expect(invited.status).toBe(201);
  const [, , userId, code] = new URL(
    await mailedLink(dataDir(), email, 'reset-password'),
  ).pathname.split('/');
  await fetch(`${baseUrl()}/v1/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, code, password: PASSWORD, passwordRetry: PASSWORD }),
  });
  return { ...company, email, id: invited.body.id };
}

const vehicle = (callSign: string, kind: string, usualCrewId: string | null, carries: object) => ({
  callSign,
  name: null,
  kind,
  seats: 2,
  wheelchairPlaces: 0,
  carryingChair: false,
  stretcher: false,
  equipment: [],
  infectionAllowed: false,
  disinfectionMinutes: 0,
  inService: true,
  usualCrewId,
  ...carries,
});

/** A company with a KTW and a taxi, their crews, and three accepted transports of today. */
async function dispatchDay() {
  const [ward, company] = await Promise.all([
    newAccount('medical_facility'),
    newAccount('transport_company'),
  ]);
  const [wardApi, companyApi] = await Promise.all([
    apiFor(baseUrl(), ward),
    apiFor(baseUrl(), company),
  ]);
  const driver = await crewMemberOf(company, companyApi);
  const north = await companyApi.send<{ id: string }>('POST', 'teams', {
    name: 'Besatzung Nord',
    crew: true,
    memberIds: [driver.id],
  });
  const south = await companyApi.send<{ id: string }>('POST', 'teams', {
    name: 'Besatzung Süd',
    crew: true,
  });
  for (const body of [
    vehicle('RK 1/83-1', 'KTW', north.body.id, {
      stretcher: true,
      carryingChair: true,
      equipment: ['oxygen'],
      infectionAllowed: true,
      disinfectionMinutes: 30,
    }),
    vehicle('TX 2', 'TAXI', south.body.id, { seats: 4 }),
  ]) {
    expect((await companyApi.send('POST', 'vehicles', body)).status).toBe(201);
  }
  const order = async (lastName: string, minutes: number, extra: Record<string, unknown>) => {
    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody(lastName));
    const body = transportOrderBody(patient.body.id, laterToday(minutes), extra);
    const { body: transport } = await wardApi.send<Transport>('POST', 'transports', body);
    expect((await companyApi.send('POST', `transports/${transport.id}/accept`, {})).status).toBe(
      200,
    );
    return transport;
  };
  const lying = await order('Brandt', 30, {});
  const sitting = await order('Kurz', 40, { transportClass: 'TAXI', mobility: 'walking' });
  const secondLying = await order('Lang', 50, {});
  return { company, companyApi, driver, lying, sitting, secondLying, north: north.body.id };
}

const block = (page: Page, number: string) => page.locator(`[data-transport="${number}"]`);
const row = (page: Page, callSign: string) => page.locator(`[data-vehicle="${callSign}"]`);

/** Drags with the mouse as a person does: press on the block, move in steps, and (maybe) let go. */
async function dragTo(page: Page, number: string, callSign: string, release = true) {
  const from = (await block(page, number).boundingBox())!;
  const to = (await row(page, callSign).boundingBox())!;
  await page.mouse.move(from.x + 12, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width * 0.6, to.y + to.height / 2, { steps: 12 });
  if (release) await page.mouse.up();
}

describe('the dispatch board', () => {
  it(
    'hands transports to vehicles by mouse and keyboard, refuses a lying patient in a taxi, and the crew’s phone shows its job',
    { timeout: 300_000 },
    async () => {
      const { company, companyApi, driver, lying, sitting, secondLying } = await dispatchDay();
      const phone = await opened.signedIn(driver, '/?view=today', { viewport: PHONE });
      await subscribedTo(phone, ['private-org.']);

      const page = await opened.signedIn(company, '/dispatch', { viewport: DESKTOP });
      await page.getByRole('heading', { name: 'Disposition' }).waitFor();
      await subscribedTo(page, ['private-org.']);
      for (const callSign of ['RK 1/83-1', 'TX 2']) await row(page, callSign).waitFor();
      const tray = page.getByRole('region', { name: 'Nicht zugewiesen' });
      for (const { number } of [lying, sitting, secondLying]) {
        await tray.locator(`[data-transport="${number}"]`).waitFor();
      }

      // The mouse: the lying patient onto the KTW.
      await dragTo(page, lying.number, 'RK 1/83-1');
      await page.getByText(`${lying.number} an RK 1/83-1 übergeben`).waitFor(SOON);
      await row(page, 'RK 1/83-1').locator(`[data-transport="${lying.number}"]`).waitFor(SOON);

      // The keyboard: the walking patient to the taxi through "Fahrzeug zuweisen".
      const menuButton = page.getByRole('button', { name: `${sitting.number}: Fahrzeug zuweisen` });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await row(page, 'TX 2').locator(`[data-transport="${sitting.number}"]`).waitFor(SOON);

      // The second lying patient hovers over the taxi: the row says why not, and nothing happens.
      await dragTo(page, secondLying.number, 'TX 2', false);
      await row(page, 'TX 2')
        .getByText('Liegender Patient: Das Fahrzeug hat keine Trage.')
        .waitFor();
      await page.mouse.up();
      await page.waitForTimeout(500);
      expect(await tray.locator(`[data-transport="${secondLying.number}"]`).count()).toBe(1);
      // By the menu too: refused with the reasons, still in the tray.
      await page.getByRole('button', { name: `${secondLying.number}: Fahrzeug zuweisen` }).click();
      await page.getByRole('menuitem', { name: /TX 2/ }).click();
      await page.getByText(`${secondLying.number} passt nicht in dieses Fahrzeug`).waitFor();
      expect(await tray.locator(`[data-transport="${secondLying.number}"]`).count()).toBe(1);

      // The KTW crew's phone shows its new job, live, with the vehicle it drives today.
      const lyingCard = phone.getByRole('listitem', { name: lying.number });
      await lyingCard.waitFor(SOON);
      expect(await phone.getByRole('listitem', { name: sitting.number }).count()).toBe(0);
      await lyingCard.getByText('Fahrzeug RK 1/83-1').waitFor();
      const vehicleCard = phone.getByTestId('crew-vehicle');
      await vehicleCard.getByText('RK 1/83-1').waitFor(SOON);
      expect(await vehicleCard.getByText('TX 2').count()).toBe(0);

      // The taxi's crew is off today: from the keyboard the KTW's crew drives the taxi too. The
      // taxi's job not yet begun goes with it, and the phone names both vehicles.
      const taxiCrew = row(page, 'TX 2').getByRole('button', { name: /Besatzung von TX 2/ });
      await expect.poll(() => taxiCrew.textContent()).toContain('Besatzung Süd');
      await taxiCrew.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: 'Besatzung Süd (üblich)' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByText(/Besatzung von TX 2 am .*: Besatzung Nord/).waitFor(SOON);
      await row(page, 'TX 2').getByText('statt Besatzung Süd').waitFor(SOON);
      const sittingCard = phone.getByRole('listitem', { name: sitting.number });
      await sittingCard.getByText('Fahrzeug TX 2').waitFor(SOON);
      await vehicleCard.getByText('TX 2').waitFor(SOON);
      // The job is this crew's now, with its first step — not "given to another crew".
      await sittingCard.getByRole('button', { name: /Anfahrt/ }).waitFor();
      expect(await sittingCard.getByText('Einer anderen Besatzung übergeben').count()).toBe(0);

      // A third KTW with no job today: its Spätdienst goes to the phone's crew (decision 129).
      // No job moves, so no transport event: the phone hears `shifts.updated` and names it at once.
      const spare = vehicle('RK 1/83-2', 'KTW', null, { stretcher: true });
      expect((await companyApi.send('POST', 'vehicles', spare)).status).toBe(201);
      await page.reload();
      await row(page, 'RK 1/83-2').waitFor(SOON);
      await page.getByRole('button', { name: 'Früh- und Spätdienst von RK 1/83-2' }).click();
      const shifts = page.getByRole('dialog');
      await shifts
        .getByRole('group', { name: 'Spätdienst' })
        .getByRole('button', { name: /Besatzung/ })
        .click();
      await page.getByRole('option', { name: 'Besatzung Nord' }).click();
      await shifts.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText(/Schichten von RK 1\/83-2 am .* gespeichert/).waitFor(SOON);
      await row(page, 'RK 1/83-2').getByText('14:00–22:00 · Besatzung Nord').waitFor(SOON);
      const spareOnPhone = vehicleCard.getByRole('listitem').filter({ hasText: 'RK 1/83-2' });
      await spareOnPhone.getByText('Spätdienst 14:00–22:00: Besatzung Nord').waitFor(SOON);

      // Without network the phone still names its vehicles and the jobs': what it cached.
      await phone.waitForTimeout(1500); // the persisted cache is written throttled
      await workerControls(phone); // the installed app: its worker serves the reload
      await goOffline(phone.context());
      try {
        await phone.reload();
        const cached = phone.getByRole('region', { name: 'Ihre Fahrzeuge heute' });
        await cached.getByText('TX 2').waitFor(SOON);
        await cached.getByText('RK 1/83-1').waitFor();
        await phone
          .getByRole('listitem', { name: lying.number })
          .getByText('Fahrzeug RK 1/83-1')
          .waitFor();
      } finally {
        await goOnline(phone.context());
      }
      expect(errorsOf(page)).toEqual([]);
      expect(errorsOf(phone)).toEqual([]);
    },
  );
});

describe('the board as it looks', () => {
  let day: Awaited<ReturnType<typeof dispatchDay>>;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    day = await dispatchDay();
    const api = await apiFor(baseUrl(), day.company);
    await api.send('POST', `transports/${day.lying.id}/vehicle`, { vehicleId: null });
    const board = await api.get<{ day: string; vehicles: { id: string; callSign: string }[] }>(
      `dispatch/board?day=${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())}`,
    );
    const ktw = board.body.vehicles.find((v) => v.callSign === 'RK 1/83-1')!;
    const taxi = board.body.vehicles.find((v) => v.callSign === 'TX 2')!;
    await api.send('POST', `transports/${day.lying.id}/vehicle`, { vehicleId: ktw.id });
    await api.send('POST', `transports/${day.sitting.id}/vehicle`, { vehicleId: taxi.id });
    // The KTW's crew drives the taxi today too: the row says "statt", the phone both vehicles.
    const crews = await api.get<{ data: { id: string; name: string }[] }>('teams?per_page=100');
    const north = crews.body.data.find((team) => team.name === 'Besatzung Nord')!;
    const shift = await api.send('PUT', 'dispatch/shifts', {
      vehicleId: taxi.id,
      day: board.body.day,
      crewTeamId: north.id,
    });
    expect(shift.status).toBe(204);
    // The KTW's Spätdienst is Besatzung Süd's (decision 129): its band and line on the board.
    const south = crews.body.data.find((team) => team.name === 'Besatzung Süd')!;
    const late = await api.send('PUT', 'dispatch/shifts', {
      vehicleId: ktw.id,
      day: board.body.day,
      part: 'late',
      crewTeamId: south.id,
    });
    expect(late.status).toBe(204);
  });

  // Twelve walks (languages × sizes × themes) take a minute and a half: `npm test` walks two, the
  // desktop in German and light and the phone in English and dark, as screens.e2e.ts does;
  // `E2E_SCREENS=all npm run test:e2e` walks all twelve, for looking at.
  const walks = (['de', 'en'] as const).flatMap((language) =>
    (
      [
        ['1440', DESKTOP],
        ['1024', TABLET],
        ['390', PHONE],
      ] as const
    ).flatMap(([size, viewport]) =>
      (['light', 'dark'] as const).map((theme) => ({ language, size, viewport, theme })),
    ),
  );
  const walked =
    process.env.E2E_SCREENS === 'all'
      ? walks
      : walks.filter(({ language, size, theme }) =>
          ['de 1440 light', 'en 390 dark'].includes(`${language} ${size} ${theme}`),
        );
  for (const { language, size, viewport, theme } of walked) {
    it(`${language} ${size} ${theme}`, { timeout: 120_000 }, async () => {
      const api = await apiFor(baseUrl(), day.company);
      await api.send('PUT', 'account', { firstName: 'Disponent', lastName: 'Test', language });
      const page = await opened.signedIn(day.company, '/dispatch', {
        viewport,
        colorScheme: theme,
      });
      await block(page, day.secondLying.number).waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({
        path: `${SHOTS}/board-${language}-${size}-${theme}.png`,
        fullPage: true,
      });
      if (viewport !== PHONE) {
        const title = language === 'de' ? 'Früh- und Spätdienst von' : 'Early and late shifts of';
        await page.getByRole('button', { name: `${title} RK 1/83-1` }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${SHOTS}/shifts-${language}-${size}-${theme}.png` });
        await page.keyboard.press('Escape');
      }
      await page.goto(`${baseUrl()}/settings/vehicles`);
      await page.getByText('RK 1/83-1').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/fleet-${language}-${size}-${theme}.png` });
      expect(errorsOf(page)).toEqual([]);
      if (viewport !== PHONE) return;
      // The crew's "Heute" with its vehicles of the day (decision 119).
      const driverApi = await apiFor(baseUrl(), day.driver);
      await driverApi.send('PUT', 'account', {
        firstName: 'Jonas',
        lastName: 'Fahrer',
        language,
      });
      const phone = await opened.signedIn(day.driver, '/?view=today', {
        viewport,
        colorScheme: theme,
      });
      await phone.getByTestId('crew-vehicle').getByText('TX 2').waitFor(SOON);
      await phone.waitForTimeout(400);
      await phone.screenshot({ path: `${SHOTS}/heute-${language}-${size}-${theme}.png` });
      expect(errorsOf(phone)).toEqual([]);
    });
  }
});
