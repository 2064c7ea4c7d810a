/**
 * `npm run demo`: loads realistic demo data into the configured database (DATABASE_URL, else
 * PGlite under DATA_DIR — with the server stopped, as PGlite files take one process at a time),
 * then prints the demo log-ins. Running it again adds only what is missing.
 */
import { openDatabase } from '../db/client';
import { loadEnvOrExit } from '../env';
import { lockDataDir } from '../ops/data-dir-lock';
import { DEMO_PASSWORD, type DemoLogin } from './demo-context';
import { loadDemoData } from './load-demo-data';

const TYPE_LABEL = { MD: 'Klinik (MD)', RH: 'Pflegeheim (RH)', T: 'Transport (T)' } as const;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

function loginTable(logins: DemoLogin[]): string {
  return table([
    ['Organisation', 'Art', 'Rolle', 'Name', 'E-Mail'],
    ...logins.map((login) => [
      login.organization,
      TYPE_LABEL[login.type],
      login.role,
      login.name,
      login.email,
    ]),
  ]);
}

async function main() {
  const env = loadEnvOrExit();
  // Not beside a running server on the same embedded DATA_DIR (ops/data-dir-lock.ts).
  const release = env.databaseUrl ? () => {} : lockDataDir(env.dataDir);
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await database.migrate();
    console.log(
      `Demodaten für ${database.kind === 'pglite' ? `PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    );
    const { logins, counts } = await loadDemoData(database.db);
    for (const [kind, { created, existing }] of counts) {
      console.log(`  ${kind}: ${created} neu, ${existing} schon vorhanden`);
    }
    console.log(`\n${loginTable(logins)}\n`);
    console.log(`Passwort für alle Demo-Zugänge: ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error) => {
  console.error('Demodaten konnten nicht geladen werden:', error);
  process.exit(1);
});
