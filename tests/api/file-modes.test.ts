/**
 * Health data on the disk is the operator's alone (issue 23 §2, decision 063): started under the
 * common umask 022, the server keeps its data directory, every PGlite file (those of initdb and
 * those created while it runs), the outbox's mails and the backups at 0700/0600; files an older
 * version left readable are closed at start.
 */
import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT, signIn, startServer, tempDataDir } from './support/server-process';

const root = path.resolve(import.meta.dirname, '../..');

/** `npm run backup` under umask 022; resolves with its exit code and output. */
function backupUnderUmask022(target: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...own } = process.env;
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        'umask 022 && exec "$@"',
        'sh',
        process.execPath,
        '--import',
        'tsx',
        'server/ops/backup.ts',
        target,
      ],
      { cwd: root, env: { ...own, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Every entry under `dir` whose mode is not the owner's alone, with its mode; and the count. */
function readableByOthers(dir: string) {
  const found: string[] = [];
  let checked = 0;
  const walk = (at: string) => {
    const stat = lstatSync(at);
    checked += 1;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if (!stat.isSymbolicLink() && (stat.mode & 0o777) !== wanted)
      found.push(`${path.relative(dir, at) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return { found, checked };
}

describe('files of an installation started under umask 022', () => {
  it(
    'keeps the data directory, PGlite’s files, the outbox and the backups owner-only',
    async () => {
      const dataDir = tempDataDir();
      // What an older version left: a readable outbox with a mail in it.
      mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
      chmodSync(path.join(dataDir, 'outbox'), 0o755);
      writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: alt', { mode: 0o644 });
      chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o644);

      const server = await startServer(dataDir, { embedded: true, umask: '022' });
      // A registration: rows written, a mail in the outbox.
      await signIn(server, dataDir);
      expect(readdirSync(path.join(dataDir, 'outbox')).length).toBeGreaterThan(1);
      const running = readableByOthers(dataDir);
      expect(running.found).toEqual([]);
      // initdb's ~1 000 files and those of the migrations were all checked.
      expect(running.checked).toBeGreaterThan(900);

      const backups = path.join(tempDataDir(), 'backups');
      const embedded = await backupUnderUmask022(backups, { DATA_DIR: dataDir });
      expect(embedded.code, embedded.output).toBe(0);
      expect(readableByOthers(backups).found).toEqual([]);
      server.child.kill('SIGTERM');
      await server.exited;
      // Files PGlite wrote while it ran and at its shutdown checkpoint.
      expect(readableByOthers(dataDir).found).toEqual([]);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'writes the pg_dump of DATABASE_URL owner-only',
    async () => {
      const backups = path.join(tempDataDir(), 'backups');
      const dumped = await backupUnderUmask022(backups, {
        DATA_DIR: tempDataDir(),
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
      });
      expect(dumped.code, dumped.output).toBe(0);
      const { found, checked } = readableByOthers(backups);
      expect(found).toEqual([]);
      expect(checked).toBe(2);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
