/** What the operations commands (backup, restore, migrate-to-postgres) share. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withoutPassword } from '../env';
import { createOwnerOnly } from './owner-only';

/** A command's failure the operator can act on: printed as it is, exit code 1. */
export class OperatorError extends Error {}

/** Runs `main`; an OperatorError is one line on stderr, anything else its stack. */
export function runCommand(main: () => Promise<void>): void {
  // Backups, restored files and pg_dump's output hold health data (decision 063).
  createOwnerOnly();
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof OperatorError ? error.message : error);
      process.exit(1);
    },
  );
}

/** 2026-11-22T20-40-05Z: sorts by time, and is a valid file name everywhere. */
export const fileTimestamp = (at = new Date()) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');
export const hasEmbeddedDatabase = (dataDir: string) =>
  existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION'));

/** Tables of the database outside PostgreSQL's own schemas (migrations' journal included). */
export async function tablesIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect().catch((error: Error) => {
    throw new OperatorError(`Cannot connect to ${withoutPassword(url)}: ${error.message}`);
  });
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client program; a missing program is said so, plainly. */
export function runProgram(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new OperatorError(
              `${program} is not installed. Install the PostgreSQL client programs of your ` +
                `server's major version or newer (Debian: apt-get install postgresql-client), ` +
                `or back up with your database service's own tools. Nothing was written.`,
            )
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new OperatorError(`${program} failed (exit code ${code})`)),
    );
  });
}
