/**
 * `npm run migrate-to-postgres -- postgresql://…` (or with DATABASE_URL): copies the embedded
 * installation of DATA_DIR into an empty PostgreSQL database, for the day a small installation
 * outgrows one machine. The server must be stopped (DATA_DIR's lock): writes after the copy
 * would be lost. Afterwards start the server with DATABASE_URL; keep DATA_DIR as a fallback.
 */
import { loadEnvOrExit, withoutPassword } from '../env';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../db/client';
import { hasEmbeddedDatabase, OperatorError, pgdataOf, runCommand } from './cli';
import { copyToPostgres } from './copy-to-postgres';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

runCommand(async () => {
  const env = loadEnvOrExit();
  const url = process.argv[2] ?? env.databaseUrl;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new OperatorError('Usage: npm run migrate-to-postgres -- postgresql://user@host/db');
  }
  if (!hasEmbeddedDatabase(env.dataDir)) {
    throw new OperatorError(`No embedded database in DATA_DIR=${env.dataDir}.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(env.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUse) {
      throw new OperatorError(`${error.message}: stop the server first.`);
    }
    throw error;
  }
  try {
    const source = await PGlite.create({ dataDir: pgdataOf(env.dataDir) });
    try {
      // The copy is of the current schema: bring an older data directory up to it first.
      await pgliteDatabase(source).migrate();
      const counts = await copyToPostgres(source, url);
      for (const [table, rows] of counts) console.error(`  ${table}: ${rows}`);
      console.error(`Copied into ${withoutPassword(url)}. Start the server with DATABASE_URL set.`);
    } finally {
      await source.close();
    }
  } finally {
    release();
  }
});
