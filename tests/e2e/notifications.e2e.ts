/**
 * Notifications live (seed §4, §7; issue 9): while the ward's page is open, a transport company
 * accepts its transport through the API — the page shows the toast, the bell's count and the
 * blinking title without a reload, and the panel's entry opens the transport. Then a Web Push
 * arrives at the service worker (CDP `ServiceWorker.deliverPushMessage`) and shows a native
 * notification that carries the transport's link. Its click cannot be made here (a synthetic
 * `notificationclick` may not `waitUntil`); where it leads is sw/notification-click.test.ts.
 */
import { afterEach, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Transport } from '../../src/contract/transport-answer';
import { BLINK_TITLE } from '../../src/features/notifications/components/use-title-blink';
import { apiFor, patientBody, transportOrderBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { subscribedTo } from './support/realtime';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

/** Delivers a push message to the page's service worker as a push service would. */
async function deliverPush(context: BrowserContext, page: Page, data: object): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseUrl()}/`);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl(),
    registrationId: await registration,
    data: JSON.stringify(data),
  });
}

it('shows a company accepting the transport live, and a push as a native notification', async () => {
  const ward = await newAccount('medical_facility');
  const company = await newAccount('transport_company');
  const [wardApi, companyApi] = await Promise.all([
    apiFor(baseUrl(), ward),
    apiFor(baseUrl(), company),
  ]);
  const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
  const ordered = await wardApi.send<Transport>(
    'POST',
    'transports',
    // Beyond the escalation ladder's windows (decision 042): the only notification is the accept.
    transportOrderBody(patient.body.id, new Date(Date.now() + 30 * 3_600_000)),
  );
  expect(ordered).toMatchObject({ status: 201 });
  const { id, number } = ordered.body;

  const page = await opened.signedIn(ward, '/');
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  const bell = page.getByRole('button', { name: /^Benachrichtigungen/ });
  await bell.waitFor();
  expect(await page.getByTestId('bell-count').count()).toBe(0);
  // The company acts once the page listens: an event sent before reaches nobody live.
  await subscribedTo(page, ['private-user.', 'private-org.']);

  expect((await companyApi.send('POST', `transports/${id}/accept`, {})).status).toBe(200);

  await page.getByTestId('bell-count').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('bell-count').textContent()).toBe('1');
  await page.getByText('Transport angenommen').first().waitFor(); // the toast
  await page.waitForFunction((blink) => document.title === blink, BLINK_TITLE);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  const entry = panel.getByRole('button', { name: new RegExp(number) });
  await entry.waitFor();
  expect(await page.getByTestId('bell-count').count()).toBe(0);
  await entry.click();
  await page.waitForURL(`${baseUrl()}/transport/view/${id}`);

  // A push for the transport while the user is elsewhere in the app.
  await page.goto(`${baseUrl()}/`);
  // A push for a worker still installing or activating is dropped, as a browser drops it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  // A server that answers slowly, as one under load does: the notification must not wait for it.
  // Chromium loads a notification's icon before showing it; an icon fetched from the server held
  // the notification back past this test's wait (issue 27). The worker's precached copy needs none.
  await context.route('**/icons/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    await route.continue().catch(() => {});
  });
  const push = {
    title: 'Transport angenommen',
    message: `Transport ${number} wurde angenommen.`,
    link: `/transport/view/${id}`,
    tag: `transport_accepted:${id}`,
  };
  const shownWithin = (ms: number) =>
    worker!.evaluate(async (bound) => {
      const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
      const deadline = Date.now() + bound;
      while (Date.now() < deadline) {
        const [notification] = await registration.getNotifications();
        if (notification) {
          const { title, body, tag, data, icon } = notification;
          return { title, body, tag, data, icon: icon.slice(0, 22) };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    }, ms);
  // The bounds only end a hang: beside the API stage (load average 15+) the worker was seen to
  // take over 30 s to run the push event at all, and the browser drops a push whose worker does
  // not start in time — as a push service would deliver it again, the test sends it again (the
  // tag makes a repeat replace, never add, a notification).
  let shown: Awaited<ReturnType<typeof shownWithin>> = null;
  for (let attempt = 0; attempt < 3 && shown === null; attempt++) {
    await deliverPush(context, page, push);
    shown = await shownWithin(25_000);
  }
  expect(shown).toEqual({
    title: 'Transport angenommen',
    body: `Transport ${number} wurde angenommen.`,
    tag: `transport_accepted:${id}`,
    data: { url: `${baseUrl()}/transport/view/${id}` },
    icon: 'data:image/png;base64,',
  });

  expect(errorsOf(page)).toEqual([]);
}, 180_000);
