#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, stopping at the first failure.
 *
 *   messages → typecheck ‖ lint ‖ build + first-load budgets → unit + server tests → API on PGlite and PostgreSQL
 *   (PostgreSQL when TEST_DATABASE_URL is set) → e2e (Chromium, browser tests)
 *
 * ‖: side by side (typecheck and lint use one core each; the build is the e2e stage's).
 *
 * `node scripts/test.mjs e2e` (npm run test:e2e) runs only the e2e stage.
 * Plain Node, no dependencies: it runs in CI before anything else is known to work.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const CHROMIUM = '/usr/bin/chromium';

/**
 * Test files run side by side on these two-core machines: much of an API file's time is spent
 * waiting (child processes, sockets, timers), so one worker more than cores keeps both busy
 * (decision 044 has the measurements).
 */
const API_WORKERS = 3;
/** Unit and server files: mostly CPU (jsdom, transforms), so one worker per core. */
const UNIT_WORKERS = 2;
/**
 * Browser files: two browsers side by side, as much of a story's time is the app waiting for the
 * server, the worker or a socket (decision 048).
 */
const E2E_WORKERS = 2;

class StageFailure extends Error {}

/** The commands running now, stopped with this script. */
const children = new Set();

/** Collects a stage's output while it runs beside others; printed as one block at its end. */
class Buffered {
  chunks = [];
  write(chunk) {
    this.chunks.push(chunk);
  }
  text() {
    return this.chunks.join('');
  }
}

/**
 * Runs a command; resolves on exit 0, else throws a StageFailure. Its output goes to the terminal,
 * or to `out` (a Buffered) when the stage runs beside others.
 */
function run(command, args, { env = {}, out = process.stdout } = {}) {
  return new Promise((resolve, reject) => {
    out.write(`$ ${[command, ...args].join(' ')}\n`);
    const inherit = out === process.stdout;
    const child = spawn(command, args, {
      cwd: root,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    children.add(child);
    if (!inherit) {
      child.stdout.on('data', (chunk) => out.write(chunk));
      child.stderr.on('data', (chunk) => out.write(chunk));
    }
    child.on('error', (error) =>
      reject(new StageFailure(`${command} could not be started: ${error.message}`)),
    );
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else
        reject(
          new StageFailure(
            `${[command, ...args].join(' ')} ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`,
          ),
        );
    });
  });
}

/** Runs a command and returns its output, printing it too. */
function capture(command, args) {
  return new Promise((resolve, reject) => {
    console.log(`$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on('error', (error) =>
      reject(new StageFailure(`${command} could not be started: ${error.message}`)),
    );
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else reject(new StageFailure(`${[command, ...args].join(' ')} exited with code ${code}`));
    });
  });
}

/** The entries of a .po file: msgid, and every msgstr (msgstr or msgstr[n]). */
function parsePo(text) {
  const entries = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((line) => line.trim() !== '');
    // Obsolete entries (#~) are no longer in the code.
    if (lines.length === 0 || lines.every((line) => line.startsWith('#'))) continue;
    const fuzzy = lines.some((line) => /^#,.*\bfuzzy\b/.test(line));
    const fields = new Map();
    let field = null;
    for (const line of lines) {
      if (line.startsWith('#')) continue;
      const start = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$/.exec(line);
      const continued = /^"(.*)"\s*$/.exec(line);
      if (start) {
        field = start[1];
        fields.set(field, JSON.parse(`"${start[2]}"`));
      } else if (continued && field) {
        fields.set(field, fields.get(field) + JSON.parse(`"${continued[1]}"`));
      }
    }
    if (!fields.has('msgid')) continue;
    const translations = [...fields]
      .filter(([name]) => name.startsWith('msgstr'))
      .map(([, v]) => v);
    entries.push({ msgid: fields.get('msgid'), translations, fuzzy });
  }
  return entries;
}

async function messagesCheck() {
  // Extract first, so messages added in the code since the last extract are counted too.
  const output = await capture(bin('lingui'), ['extract']);
  const config = readFileSync(path.join(root, 'lingui.config.ts'), 'utf8');
  const source = /sourceLocale:\s*'([^']+)'/.exec(config)?.[1] ?? 'de';
  const localesDir = path.join(root, 'src', 'locales');
  const problems = [];
  for (const locale of readdirSync(localesDir)) {
    if (locale === source) continue;
    const file = path.join(localesDir, locale, 'messages.po');
    if (!existsSync(file)) continue;
    const untranslated = parsePo(readFileSync(file, 'utf8')).filter(
      (entry) =>
        entry.msgid !== '' &&
        (entry.fuzzy ||
          entry.translations.length === 0 ||
          entry.translations.some((t) => t === '')),
    );
    if (untranslated.length > 0) {
      problems.push(
        `${path.relative(root, file)}: ${untranslated.length} message(s) without translation:\n` +
          untranslated
            .slice(0, 20)
            .map((entry) => `    ${JSON.stringify(entry.msgid)}`)
            .join('\n') +
          (untranslated.length > 20 ? `\n    … and ${untranslated.length - 20} more` : ''),
      );
    }
  }
  // Lingui's own table says the same; a count there that the .po parse missed still fails.
  for (const match of output.matchAll(
    /│\s*([a-z]{2}(?:-[A-Za-z]+)?)\s*│\s*(\d+)\s*│\s*(\d+)\s*│/g,
  )) {
    const [, locale, , missing] = match;
    if (
      locale !== source &&
      Number(missing) > 0 &&
      !problems.some((p) => p.includes(`/${locale}/`))
    ) {
      problems.push(`lingui extract reports ${missing} missing message(s) for ${locale}`);
    }
  }
  if (problems.length > 0) {
    throw new StageFailure(
      `untranslated messages (translate them in the .po file, then run the tests again):\n  ${problems.join('\n  ')}`,
    );
  }
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log(`${CHROMIUM} is missing; installing it with apt-get`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update'], env);
    await run('apt-get', ['install', '-y', 'chromium', 'fonts-liberation'], env);
    if (!existsSync(CHROMIUM)) throw new StageFailure(`apt-get installed no ${CHROMIUM}`);
    return;
  }
  throw new StageFailure(
    `Chromium is missing (${CHROMIUM}); the e2e tests drive it. Install it as root:\n` +
      '    sudo apt-get update && sudo apt-get install -y chromium fonts-liberation\n' +
      '  or run the tests as root, and they install it themselves.',
  );
}

/**
 * The app the e2e tests open; built beside the typecheck and lint, which use one core each. The
 * first-load budgets read this build's chunk graph at once (a second or two; decision 060).
 */
const buildStage = {
  name: 'build and first-load budgets',
  async run(out) {
    await run('npm', ['run', 'build'], { out });
    await run(bin('vitest'), ['run', '--project', 'budget'], { out });
  },
};

const e2eStage = {
  name: 'e2e (Chromium, browser tests)',
  async run(out) {
    await ensureChromium();
    // The e2e files are written alongside the app; none yet is no failure.
    await run(
      bin('vitest'),
      ['run', '--project', 'e2e', '--passWithNoTests', `--maxWorkers=${E2E_WORKERS}`],
      { out },
    );
  },
};

/**
 * The steps of a run, in order. A step is a stage, or a list of stages that run side by side
 * (each one's output is printed as a block when it ends).
 */
function allSteps() {
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  return [
    { name: 'messages (no untranslated English text)', run: messagesCheck },
    [
      { name: 'typecheck', run: (out) => run('npm', ['run', 'typecheck'], { out }) },
      { name: 'lint', run: (out) => run('npm', ['run', 'lint'], { out }) },
      buildStage,
    ],
    {
      name: 'unit and server tests',
      run: () =>
        run(bin('vitest'), [
          'run',
          ...['unit', 'dates-berlin', 'dates-west', 'server'].flatMap((name) => [
            '--project',
            name,
          ]),
          `--maxWorkers=${UNIT_WORKERS}`,
        ]),
    },
    // Both databases in one vitest run: their files share the workers, so a long file of one
    // overlaps the short files of the other (decision 044). The browsers after them, no longer
    // beside: together they kept two cores at a load of 15–18, and bounds meant for hangs ran
    // out on both sides (decision 138).
    {
      name: postgres ? 'API tests on PGlite and PostgreSQL' : 'API tests on PGlite',
      run: () =>
        run(
          bin('vitest'),
          [
            'run',
            '--project',
            'api',
            ...(postgres ? ['--project', 'api-postgres'] : []),
            `--maxWorkers=${API_WORKERS}`,
          ],
          // The project `api` is on PGlite unless TEST_DB says otherwise.
          { env: { TEST_DB: 'pglite' } },
        ),
    },
    ...(postgres
      ? []
      : [{ name: 'API tests on PostgreSQL', skip: 'TEST_DATABASE_URL is not set' }]),
    e2eStage,
  ];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one stage; with `out` its output is kept, to be printed as one block when its step ends. */
async function runStage(stage, out) {
  if (stage.skip) {
    console.log(`\n━━ ${stage.name}: skipped (${stage.skip})`);
    return { result: { name: stage.name, status: 'skipped', note: stage.skip } };
  }
  if (!out) console.log(`\n━━ ${stage.name}`);
  const stageStart = Date.now();
  let result;
  try {
    await stage.run(out);
    result = { name: stage.name, status: 'passed', ms: Date.now() - stageStart };
  } catch (error) {
    const message = error instanceof StageFailure ? error.message : String(error?.stack ?? error);
    result = { name: stage.name, status: 'FAILED', ms: Date.now() - stageStart, note: message };
  }
  if (result.status === 'FAILED' && out) {
    const failedTests = failedTestLines(out.text());
    if (failedTests.length > 0) result.note += `\n${failedTests.join('\n')}`;
  }
  return { result, out };
}

/** Prints a stage's kept output (if any) and its verdict. */
function report({ result, out }) {
  if (result.status === 'skipped') return;
  if (out) process.stdout.write(`\n━━ ${result.name}\n${out.text()}`);
  const verdict = result.status === 'passed' ? 'passed in' : 'FAILED after';
  console.log(`━━ ${result.name}: ${verdict} ${seconds(result.ms)}`);
}

/**
 * The lines of a vitest run that name a failed test or file, or its error ("→ …" in the tree, "…Error: …"
 * under a failed test's heading), without colours, at most 30: the
 * summary repeats them, so that the end of a long log (all a CI page may show) says what failed.
 */
function failedTestLines(text) {
  const lines = stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => /^\s*(FAIL|×|→)\s/.test(line) || /^\s*\w*Error: /.test(line))
    .map((line) => line.trim());
  return [...new Set(lines)].slice(0, 30);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || (args.length === 1 && args[0] !== 'e2e')) {
    console.error('usage: node scripts/test.mjs [e2e]');
    process.exit(2);
  }
  const steps = args[0] === 'e2e' ? [buildStage, e2eStage] : allSteps();
  const stages = steps.flat();
  const results = [];
  const started = Date.now();
  let failure = null;

  for (const step of steps) {
    const together = Array.isArray(step) ? step : [step];
    if (together.length > 1) {
      console.log(`\n━━ side by side: ${together.map((stage) => stage.name).join(' ‖ ')}`);
    }
    const runs = await Promise.all(
      together.map((stage) => runStage(stage, together.length > 1 ? new Buffered() : undefined)),
    );
    // A failed stage's output last: a stage that ended after it would otherwise bury it.
    for (const ran of [...runs].sort(
      (a, b) => Number(a.result.status === 'FAILED') - Number(b.result.status === 'FAILED'),
    )) {
      report(ran);
    }
    const outcomes = runs.map((ran) => ran.result);
    results.push(...outcomes);
    const failed = outcomes.findIndex((result) => result.status === 'FAILED');
    if (failed >= 0) {
      failure = together[failed];
      break;
    }
  }
  for (const stage of stages.slice(results.length)) {
    results.push({ name: stage.name, status: 'not run' });
  }

  console.log('\nSummary');
  const width = Math.max(...results.map((r) => r.name.length));
  for (const result of results) {
    const time = result.ms === undefined ? '' : seconds(result.ms).padStart(9);
    const mark = { passed: '✔', FAILED: '✘', skipped: '–', 'not run': '·' }[result.status];
    console.log(`  ${mark} ${result.name.padEnd(width)}  ${result.status.padEnd(7)}${time}`);
    if (result.note) console.log(`      ${result.note.replace(/\n/g, '\n      ')}`);
  }
  console.log(`  total ${seconds(Date.now() - started)}`);
  if (failure) {
    console.log(`\nFailed at: ${failure.name}`);
    process.exit(1);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    console.log(`\n${signal}: stopped`);
    process.exit(130);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
