/**
 * The offline queue under a seeded random run in the real app (issue 14; decision 038): a ward's
 * browser edits and creates patients through the screens while a PRNG takes it off and on the
 * network, reloads it, loses the server's answers after the server acted, and restarts the
 * server in the middle of a replay. Afterwards the server holds exactly the intended patients,
 * each once, each edit applied once and in order: its version is one plus its edits, its first
 * name the last edit's.
 *
 * The seed is printed; `OFFLINE_CHAOS_SEED=<seed>` replays a run, and the same seed makes the
 * same steps (answers are lost by which write they belong to, not by when they come).
 * `npm test` runs three fixed seeds, whose steps include lost answers, reloads, an edit in flight
 * while the network goes and writes the service worker replays; `OFFLINE_CHAOS_SEED=random` tries
 * a new one.
 * The API-level run with many more steps and seeds: tests/api/offline-queue-chaos.test.ts.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { createAccount, field, signIn, type TestAccount } from './support/accounts';
import { apiFor, patientBody } from './support/api';
import { startAppServer, type AppServer } from './support/app-server';
import { browsers, errorsOf } from './support/app';
import { goOffline, goOnline } from './support/network';

// Fixed seeds keep `npm test` deterministic; OFFLINE_CHAOS_SEED=random explores a new run. The
// second and third lost an edit to a 409 against the user's own earlier write, sent by the service
// worker while the cached record kept its old version (fixed with decision 134).
const SEEDS =
  process.env.OFFLINE_CHAOS_SEED === 'random'
    ? [Date.now() % 2 ** 31]
    : process.env.OFFLINE_CHAOS_SEED
      ? [Number(process.env.OFFLINE_CHAOS_SEED)]
      : [89679265, 642133119, 642502213];
const STEPS = 9;

/** mulberry32: small, fast, and the same numbers for the same seed everywhere. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** First names for the edits: each edit writes one never written before. */
const NAMES = ['Anna', 'Berta', 'Clara', 'Dora', 'Emma', 'Frieda', 'Greta', 'Hanna', 'Ida'];
const NEW_PATIENTS = ['Neumann', 'Nowak'];

let server: AppServer;
const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

beforeAll(async () => {
  // A server of its own: it is restarted during the run, and the others' tests must not notice.
  server = await startAppServer();
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Lost answers: the request reaches the server, which acts; its answer never arrives. */
function answerLoss(context: BrowserContext) {
  const marked = new Set<string>();
  const handler = async (route: Route) => {
    const request = route.request();
    const body = request.postDataJSON() as { firstName?: string; lastName?: string } | null;
    // A write's first attempt, recognised by what it writes.
    const mark = request.method() === 'PUT' ? body?.firstName : body?.lastName;
    if (!mark || !marked.delete(mark)) return route.fallback();
    await route.fetch().catch(() => {});
    await route.abort('connectionreset');
  };
  return {
    install: () => context.route('**/v1/patients**', handler),
    lose: (mark: string) => marked.add(mark),
  };
}

it.each(SEEDS)(
  'keeps every offline change exactly once and in order (seed %i)',
  async (SEED) => {
    console.log(`offline chaos seed: ${SEED} (OFFLINE_CHAOS_SEED=${SEED} replays this run)`);
    const random = prng(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

    const account: TestAccount = await createAccount(server.baseUrl, server.dataDir);
    const api = await apiFor(server.baseUrl, account);
    /** Last name → the first name it should end with, and how many edits it had. */
    const intended = new Map<string, { firstName: string; edits: number }>();
    for (const lastName of ['Ahrens', 'Brandt', 'Claasen']) {
      const created = await api.send('POST', 'patients', patientBody(lastName));
      expect(created.status).toBe(201);
      intended.set(lastName, { firstName: 'Erika', edits: 0 });
    }

    const page = await opened.open();
    const context = page.context();
    const loss = answerLoss(context);
    await loss.install();
    await signIn(page, server.baseUrl, account, '/directory/patients');
    await row(page, 'Claasen').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });

    let online = true;
    let restarted = false;
    let names = 0;
    const steps: string[] = [];

    const setNetwork = async (next: boolean) => {
      if (next === online) return;
      await (next ? goOnline(context) : goOffline(context));
      online = next;
    };

    const list = async () => {
      if (!new URL(page.url()).pathname.endsWith('/directory/patients'))
        await page.goto(`${server.baseUrl}/directory/patients`);
      await row(page, 'Ahrens').waitFor();
    };

    const edit = async (lastName: string, firstName: string) => {
      await list();
      await row(page, `${lastName},`).click();
      await page.waitForURL(/\/update\//);
      await field(page, 'Vorname').fill(firstName);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await row(page, `${lastName}, ${firstName}`).waitFor();
      const patient = intended.get(lastName)!;
      intended.set(lastName, { firstName, edits: patient.edits + 1 });
    };

    const create = async (lastName: string) => {
      await list();
      await page.getByRole('link', { name: 'Patient anlegen' }).click();
      await field(page, 'Vorname').fill('Erika');
      await field(page, 'Nachname').fill(lastName);
      await page.getByRole('radio', { name: 'weiblich' }).check({ force: true });
      await page
        .getByRole('group', { name: /Geburtsdatum/ })
        .getByRole('spinbutton')
        .first()
        .click();
      await page.keyboard.type('12031948');
      await page.getByRole('button', { name: 'Patient anlegen' }).click();
      await row(page, `${lastName}, Erika`).waitFor();
      intended.set(lastName, { firstName: 'Erika', edits: 0 });
    };

    const take = async (kind: string, target: string) => {
      switch (kind) {
        case 'edit offline':
          await setNetwork(false);
          await edit(target, NAMES[names++]!);
          break;
        case 'edit, answer lost': {
          await setNetwork(true);
          const firstName = NAMES[names++]!;
          loss.lose(firstName);
          await edit(target, firstName);
          break;
        }
        case 'create offline': {
          await setNetwork(false);
          const lastName = NEW_PATIENTS.find((name) => !intended.has(name))!;
          loss.lose(lastName);
          await create(lastName);
          break;
        }
        case 'reload':
          await page.reload();
          await row(page, 'Ahrens').waitFor();
          break;
        case 'network':
          await setNetwork(!online);
          break;
        case 'restart mid-replay': {
          // Back online a replay starts; the server goes down while it runs and comes back.
          await setNetwork(false);
          await setNetwork(true);
          await page.waitForTimeout(Math.floor(random() * 300));
          await server.stop();
          server = await startAppServer(server);
          restarted = true;
          break;
        }
      }
    };

    for (let step = 0; step < STEPS; step += 1) {
      const kinds = ['edit offline', 'edit offline', 'edit, answer lost', 'reload', 'network'];
      if (intended.size < 3 + NEW_PATIENTS.length) kinds.push('create offline');
      // A restart in the middle of a replay needs something to replay.
      if (!restarted && steps.some((done) => done.startsWith('edit') || done.startsWith('create')))
        kinds.push('restart mid-replay');
      const kind = pick(kinds);
      const target = pick([...intended.keys()].sort());
      steps.push(
        kind === 'edit offline' || kind === 'edit, answer lost' ? `${kind} ${target}` : kind,
      );

      try {
        await take(kind, target);
      } catch (error) {
        // A step that hangs says which it was and what the screen showed, so a run in CI that
        // fails once can be read without replaying it.
        const rows = await page
          .getByRole('row')
          .allInnerTexts()
          .catch(() => []);
        throw new Error(
          `seed ${SEED}, step ${step + 1} of ${steps.join(' → ')} failed on ${page.url()} ` +
            `(online: ${online}); rows: ${JSON.stringify(rows)}`,
          { cause: error },
        );
      }
    }
    console.log(`offline chaos steps (seed ${SEED}): ${steps.join(' → ')}`);

    // The network stays; the app opened again replays whatever still waits.
    await setNetwork(true);
    await page.reload();
    const stored = async () => {
      const { body } = await api.get<{
        data: { lastName: string; firstName: string; version: number }[];
      }>('patients?per_page=100');
      return body.data
        .map(({ lastName, firstName, version }) => ({ lastName, firstName, version }))
        .sort((a, b) => a.lastName.localeCompare(b.lastName));
    };
    const expected = [...intended]
      .map(([lastName, { firstName, edits }]) => ({ lastName, firstName, version: 1 + edits }))
      .sort((a, b) => a.lastName.localeCompare(b.lastName));
    // Until the replay has landed: right after the reload the queue is still being read from
    // IndexedDB and shows no pending mark, while a write sent before the reload may be in flight
    // (seed 89679265 read the server a moment too early). A lost or doubled write never settles.
    await expect
      .poll(stored, { timeout: 30_000, message: `seed ${SEED}: ${steps.join(' → ')}` })
      .toEqual(expected);
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 30_000 }).toBe(0);
    expect(await stored()).toEqual(expected);
    expect(errorsOf(page)).toEqual([]);
  },
  // A seed takes 15–40 s on a quiet machine; beside the API stage on a loaded one, over 120 s.
  240_000,
);
