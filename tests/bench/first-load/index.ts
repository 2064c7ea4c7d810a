/**
 * `npm run bench:first-load` (and part of `npm run bench`): what the first load costs, with the
 * goals of issue 15 beside each figure. Figures, not assertions. The app is built, served by
 * the real server (PGlite in a temp directory) and opened in Debian's Chromium:
 *
 * - JavaScript (gzip) fetched to show /login and the signed-in home, and what each other screen
 *   fetches beyond those, with the service worker blocked;
 * - Lighthouse's default mobile run on /login;
 * - the crew's case: the cached patient list after a reload without network, CPU throttled 4×.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createAccount } from '../../e2e/support/accounts';
import { apiFor, patientBody } from '../../e2e/support/api';
import { startAppServer } from '../../e2e/support/app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser';
import { clientRoutes } from './client-routes';
import { lighthouseOf } from './lighthouse';
import { offlineListTimes } from './offline-list';
import { printFigures, type Figure } from './figures';
import { beyond, measuringContext, scriptsOf, total } from './script-sizes';

const root = path.resolve(import.meta.dirname, '../../..');

/** Sizes in KiB (1024 bytes), as Chromium's and Lighthouse's own figures. */
const KIB = 1024;
const GOALS = {
  loginScripts: 170 * KIB,
  homeScripts: 260 * KIB,
  ownScripts: 40 * KIB,
  performance: 90,
  largestContentfulPaintMs: 2_500,
  totalBlockingTimeMs: 200,
  offlineListMs: 1_000,
};

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function build() {
  console.log('building the app …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
}

export async function firstLoadBench(): Promise<void> {
  build();
  const server = await startAppServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures: Figure[] = [];
  try {
    const account = await createAccount(server.baseUrl, server.dataDir);
    const lastName = `Offlineliste${Date.now().toString(36)}`;
    const created = await (
      await apiFor(server.baseUrl, account)
    ).send('POST', 'patients', patientBody(lastName));
    if (created.status !== 201) throw new Error(`creating a patient: ${created.status}`);

    console.log('measuring the scripts of every screen …');
    const signedOut = await measuringContext(browser, server.baseUrl);
    const signedIn = await measuringContext(browser, server.baseUrl, account);
    const login = await scriptsOf(signedOut, server.baseUrl, '/login');
    const home = await scriptsOf(signedIn, server.baseUrl, '/');
    figures.push(
      {
        name: `JS to show /login (${login.scripts.size} files)`,
        value: kib(total(login.scripts)),
        goal: `≤ ${kib(GOALS.loginScripts)}`,
        reached: total(login.scripts) <= GOALS.loginScripts,
      },
      {
        name: `JS to show the signed-in home (${home.scripts.size} files)`,
        value: kib(total(home.scripts)),
        goal: `≤ ${kib(GOALS.homeScripts)}`,
        reached: total(home.scripts) <= GOALS.homeScripts,
      },
    );
    for (const route of clientRoutes()) {
      if (route.pattern === '/login' || route.pattern === '/') continue;
      const base = route.signedIn ? home : login;
      const screen = await scriptsOf(
        route.signedIn ? signedIn : signedOut,
        server.baseUrl,
        route.path,
      );
      const own = total(beyond(screen.scripts, base.scripts));
      figures.push({
        name: `  ${route.pattern}: beyond ${route.signedIn ? 'the home' : '/login'}${screen.shown ? '' : ' (no heading shown)'}`,
        value: kib(own),
        goal: `≤ ${kib(GOALS.ownScripts)}`,
        reached: own <= GOALS.ownScripts,
      });
    }
    await signedOut.close();
    await signedIn.close();

    console.log('running Lighthouse on /login …');
    const lighthouse = await lighthouseOf(`${server.baseUrl}/login`);
    figures.push(
      {
        name: 'Lighthouse /login: performance',
        value: String(lighthouse.performance),
        goal: `≥ ${GOALS.performance}`,
        reached: lighthouse.performance >= GOALS.performance,
      },
      { name: '  first contentful paint', value: ms(lighthouse.firstContentfulPaintMs) },
      {
        name: '  largest contentful paint',
        value: ms(lighthouse.largestContentfulPaintMs),
        goal: `≤ ${ms(GOALS.largestContentfulPaintMs)}`,
        reached: lighthouse.largestContentfulPaintMs <= GOALS.largestContentfulPaintMs,
      },
      {
        name: '  total blocking time',
        value: ms(lighthouse.totalBlockingTimeMs),
        goal: `≤ ${ms(GOALS.totalBlockingTimeMs)}`,
        reached: lighthouse.totalBlockingTimeMs <= GOALS.totalBlockingTimeMs,
      },
      { name: '  unused JavaScript', value: kib(lighthouse.unusedJavaScriptBytes) },
      {
        name: '  accessibility / best practices / SEO',
        value: `${lighthouse.accessibility} / ${lighthouse.bestPractices} / ${lighthouse.seo}`,
      },
    );

    console.log('opening the cached patient list without network …');
    const times = await offlineListTimes(server.baseUrl, account, lastName);
    times.forEach((time, index) =>
      figures.push({
        name: `Offline, CPU 4×: reload ${index + 1} to the cached list`,
        value: ms(time),
        goal: `≤ ${ms(GOALS.offlineListMs)}`,
        reached: time <= GOALS.offlineListMs,
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  printFigures(figures);
  // Timings depend on what else the machine does: say how busy it was.
  const [oneMinute] = loadavg();
  console.log(`\nload average ${oneMinute!.toFixed(1)} on ${availableParallelism()} cores`);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  firstLoadBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
