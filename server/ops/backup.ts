/**
 * `npm run backup [DIR | -]`: one timestamped backup file in DIR (default ./backups), or the
 * backup on stdout with `-` (to pipe it into gpg or age: backups hold health data).
 *
 * Embedded (PGlite): a running server is asked over its admin socket for a snapshot; without one
 * the data directory is opened here, under its lock (docs/decisions/029). With DATABASE_URL:
 * pg_dump in its custom format (restore with pg_restore).
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../db/client';
import { loadEnvOrExit } from '../env';
import { appVersion } from '../version';
import { backupFromRunningServer, embeddedBackup } from './admin-socket';
import {
  fileTimestamp,
  hasEmbeddedDatabase,
  OperatorError,
  pgdataOf,
  runCommand,
  runProgram,
} from './cli';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

async function embedded(dataDir: string): Promise<Buffer> {
  const fromServer = await backupFromRunningServer(dataDir);
  if (fromServer) return fromServer;
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new OperatorError(`No embedded database in DATA_DIR=${dataDir}: nothing to back up.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new OperatorError(
      `${error.message}, but it does not answer on its admin socket (starting or stopping?). ` +
        'Try again in a moment.',
    );
  }
  try {
    const database = await openPglite(pgdataOf(dataDir));
    try {
      return await embeddedBackup(database, dataDir, appVersion());
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

runCommand(async () => {
  const env = loadEnvOrExit();
  const target = process.argv[2] ?? 'backups';
  const toStdout = target === '-';
  if (!toStdout) mkdirSync(target, { recursive: true, mode: 0o700 });
  if (env.databaseUrl) {
    if (toStdout)
      throw new OperatorError('With DATABASE_URL the backup goes to a file: give a DIR.');
    const file = path.join(target, `krankentransport-${fileTimestamp()}.pgdump`);
    await runProgram('pg_dump', [
      '--format=custom',
      `--file=${file}`,
      `--dbname=${env.databaseUrl}`,
    ]);
    // pg_dump inherits the umask 077 (cli.ts); set anyway, as the embedded archive's below is.
    chmodSync(file, 0o600);
    console.error(`Backup (pg_dump, custom format) written to ${file}`);
    return;
  }
  const archive = await embedded(env.dataDir);
  if (toStdout) {
    process.stdout.write(archive);
    return;
  }
  const file = path.join(target, `krankentransport-${fileTimestamp()}.backup.gz`);
  // Health data: readable by the operator's account only.
  writeFileSync(file, archive, { mode: 0o600 });
  console.error(`Backup written to ${file} (${archive.length} bytes)`);
});
