/**
 * `npm run restore FILE`: brings a backup back into an empty DATA_DIR (embedded), or a pg_dump
 * file into an empty database (DATABASE_URL). Never over existing data: a restore that is meant
 * to replace data starts from a new, empty directory or database.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadEnvOrExit } from '../env';
import { PGDATA_ENTRY, unpackBackup } from './backup-archive';
import { OperatorError, pgdataOf, runCommand, runProgram, tablesIn } from './cli';
import { lockDataDir } from './data-dir-lock';

async function restoreEmbedded(file: string, dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new OperatorError(
      `DATA_DIR=${dataDir} is not empty. A restore never overwrites data: point DATA_DIR at a ` +
        'new, empty directory (and move the old one aside if it is to be replaced).',
    );
  }
  const { manifest, files } = unpackBackup(readFileSync(file));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  try {
    for (const entry of files) {
      if (entry.path === PGDATA_ENTRY) {
        const pglite = await PGlite.create({
          dataDir: pgdataOf(dataDir),
          loadDataDir: new Blob([new Uint8Array(entry.content)]),
        });
        await pglite.query('select 1');
        await pglite.close();
      } else {
        mkdirSync(path.join(dataDir, path.dirname(entry.path)), { recursive: true });
        writeFileSync(path.join(dataDir, entry.path), entry.content, { mode: 0o600 });
      }
    }
  } finally {
    release();
  }
  console.error(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.version}) into ${dataDir}`,
  );
}

async function restorePostgres(file: string, url: string) {
  const tables = await tablesIn(url);
  if (tables.length > 0) {
    throw new OperatorError(
      `The database of DATABASE_URL is not empty (${tables.length} tables). ` +
        'Restore into a new, empty database.',
    );
  }
  await runProgram('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file]);
  console.error(`Restored ${file} into the database of DATABASE_URL`);
}

runCommand(async () => {
  const env = loadEnvOrExit();
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new OperatorError('Usage: npm run restore -- FILE');
  if (env.databaseUrl) await restorePostgres(file, env.databaseUrl);
  else await restoreEmbedded(file, env.dataDir);
});
