/**
 * `npm run bench:first-load` (and part of `npm run bench`): what the first load costs, with the
 * goals of issue 15 beside each figure. Figures, not assertions. The app is built, served by
 * the real server (PGlite in a temp directory) and opened in Debian's Chromium:
 *
 * - JavaScript (gzip) fetched to show /login and the signed-in home, and what each other screen
 *   fetches beyond those, with the service worker blocked;
 * - Lighthouse's default mobile run on /login;
 * - the crew's case: the cached patient list and the crew's "Heute" after a reload without
 *   network, CPU throttled 4× (goal ≤ 1 s each).
 *
 * For work on these figures (decision 021), `npm run bench:first-load -- <options>`:
 * `scripts`, `lighthouse`, `offline` run only those parts; `--files` lists each screen's
 * scripts; `--runs=N` repeats Lighthouse and the offline case (timings swing with the machine's
 * load: report ranges); `--no-build` measures the `dist/` already built.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createAccount } from '../../e2e/support/accounts';
import { apiFor, patientBody, transportOrderBody } from '../../e2e/support/api';
import { startAppServer } from '../../e2e/support/app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser';
import { lighthouseFigures } from './lighthouse';
import { offlineTimes } from './offline-list';
import { printFigures, type Figure } from './figures';
import { GOALS, ms } from './goals';
import { scriptFigures } from './screens';

const root = path.resolve(import.meta.dirname, '../../..');

const PARTS = ['scripts', 'lighthouse', 'offline'] as const;
type Part = (typeof PARTS)[number];

export type FirstLoadOptions = {
  parts: readonly Part[];
  listFiles: boolean;
  runs: number;
  build: boolean;
};

export function parseOptions(args: string[]): FirstLoadOptions {
  const parts = args.filter((arg): arg is Part => (PARTS as readonly string[]).includes(arg));
  const unknown = args.filter(
    (arg) => !parts.includes(arg as Part) && !/^--(files|no-build|runs=\d+)$/.test(arg),
  );
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);
  const runs = Number(
    /^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 1,
  );
  return {
    parts: parts.length > 0 ? parts : PARTS,
    listFiles: args.includes('--files'),
    runs: Math.max(1, runs),
    build: !args.includes('--no-build'),
  };
}

function build() {
  console.log('building the app …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
}

export async function firstLoadBench(options: FirstLoadOptions = parseOptions([])): Promise<void> {
  if (options.build) build();
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
    // The crew's "Heute": a company's own transport an hour from now, in the current shift.
    const company = await createAccount(server.baseUrl, server.dataDir, 'transport_company');
    const companyApi = await apiFor(server.baseUrl, company);
    const companyPatient = await companyApi.send<{ id: string }>(
      'POST',
      'patients',
      patientBody(lastName),
    );
    const job = await companyApi.send<{ number: string }>(
      'POST',
      'transports',
      transportOrderBody(companyPatient.body.id, new Date(Date.now() + 3_600_000)),
    );
    if (job.status !== 201) throw new Error(`creating the crew's job: ${job.status}`);

    if (options.parts.includes('scripts')) {
      console.log('measuring the scripts of every screen …');
      figures.push(...(await scriptFigures(browser, server.baseUrl, account, options.listFiles)));
    }
    for (let run = 1; run <= options.runs; run++) {
      const label = options.runs > 1 ? ` (run ${run})` : '';
      if (options.parts.includes('lighthouse')) {
        console.log(`running Lighthouse on /login${label} …`);
        figures.push(...(await lighthouseFigures(`${server.baseUrl}/login`, label)));
      }
      if (options.parts.includes('offline')) {
        for (const [screen, who, path, text] of [
          ['the cached list', account, '/directory/patients', lastName],
          ['the crew\'s "Heute"', company, '/?view=today', job.body.number],
        ] as const) {
          console.log(`opening ${screen} without network${label} …`);
          const times = await offlineTimes(server.baseUrl, who, path, text);
          times.forEach((time, index) =>
            figures.push(
              {
                name: `Offline, CPU 4×: reload ${index + 1} to ${screen}${label}`,
                value: ms(time.shownMs),
                goal: `≤ ${ms(GOALS.offlineListMs)}`,
                reached: time.shownMs <= GOALS.offlineListMs,
              },
              {
                name: `— entry's scripts run by / long tasks until shown`,
                value: `${ms(time.scriptsRunMs)} / ${time.longTasks} = ${ms(time.longTaskMs)}`,
              },
            ),
          );
        }
      }
    }
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
  firstLoadBench(parseOptions(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
