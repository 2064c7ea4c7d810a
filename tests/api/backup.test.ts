/**
 * `npm run backup` and `npm run restore` of an embedded installation (docs/decisions/029): a
 * backup taken from the running server while it keeps writing holds every record acknowledged
 * before the backup began; the restored directory serves them, logins and keys included.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { patientInput } from './support/master-data';
import {
  post,
  PROCESS_TEST_TIMEOUT,
  signIn,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './support/server-process';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs an ops command as `npm run` does; resolves with its exit code and output. */
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...own } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', `server/ops/${script}.ts`, ...args], {
      cwd: root,
      env: { ...own, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * A data directory holding the migrated database of global-setup.ts, so the server runs no
 * initdb at start (the PostgreSQL run has no such dump: there it does).
 */
async function embeddedDataDir(): Promise<string> {
  const dataDir = tempDataDir();
  const template = inject('pgliteTemplate');
  if (!template) return dataDir;
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    loadDataDir: new Blob([readFileSync(template)]),
  });
  await pglite.close();
  return dataDir;
}

/**
 * A patient created, or undefined when the write was not acknowledged — refused, or its
 * connection reset (seen once in 5 full runs, beside the e2e stage at a high load): a write
 * without an answer is not one the backup promises to keep.
 */
const createPatient = async (server: ServerProcess, token: string, n: number) => {
  const response = await post(
    server,
    '/v1/patients',
    patientInput({ lastName: `Probe${n}` }),
    token,
  ).catch(() => undefined);
  if (response?.status !== 201) return undefined;
  return ((await response.json()) as { id: string }).id;
};

describe('backup and restore of the embedded database', () => {
  it('keeps every record acknowledged before the backup, taken while the server writes', async () => {
    const dataDir = await embeddedDataDir();
    const server = await startServer(dataDir, { embedded: true });
    const token = await signIn(server, dataDir);

    const acknowledged: { id: string; at: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        const id = await createPatient(server, token, n);
        if (id) acknowledged.push({ id, at: Date.now() });
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const backups = path.join(tempDataDir(), 'backups');
    const startedAt = Date.now();
    const backup = await command('backup', [backups], { DATA_DIR: dataDir });
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    const [file] = readdirSync(backups);
    expect(file).toMatch(/^krankentransport-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup\.gz$/);
    const before = acknowledged.filter((record) => record.at < startedAt);
    expect(before.length).toBeGreaterThanOrEqual(20);
    // The server went on answering writes while the snapshot was taken.
    expect(acknowledged.length).toBeGreaterThan(before.length);

    // Never over existing data.
    const refused = await command('restore', [path.join(backups, file!)], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');

    server.child.kill('SIGTERM');
    await server.exited;
    const restoredDir = path.join(tempDataDir(), 'restored');
    const restored = await command('restore', [path.join(backups, file!)], {
      DATA_DIR: restoredDir,
    });
    expect(restored.code, restored.output).toBe(0);
    expect(existsSync(path.join(restoredDir, 'outbox'))).toBe(true);

    const copy = await startServer(restoredDir, { embedded: true });
    // The signed access token still verifies: the server keys came back with the data.
    for (const { id } of before) {
      const response = await fetch(`${copy.baseUrl}/v1/patients/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, id).toBe(200);
    }
    copy.child.kill('SIGTERM');
    await copy.exited;
  }, 300_000);

  it('backs up a stopped installation itself, and refuses a second server on one DATA_DIR', async () => {
    const dataDir = await embeddedDataDir();
    const server = await startServer(dataDir, { embedded: true });
    const second = await command('../index', [], {
      DATA_DIR: dataDir,
      PORT: '4199',
    });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`DATA_DIR=${dataDir} is in use by process ${server.child.pid}`);
    server.child.kill('SIGTERM');
    await server.exited;

    const backups = path.join(tempDataDir(), 'offline');
    mkdirSync(backups);
    const backup = await command('backup', [backups], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(readdirSync(backups)).toHaveLength(1);
    expect(readdirSync(dataDir)).not.toContain('.lock');
  }, 240_000);

  it(
    'says so when pg_dump is missing for a PostgreSQL backup',
    async () => {
      const result = await command('backup', [tempDataDir()], {
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/none',
        PATH: '/nonexistent',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('pg_dump is not installed');
    },
    PROCESS_TEST_TIMEOUT,
  );
});
