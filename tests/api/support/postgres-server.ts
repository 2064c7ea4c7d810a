/**
 * The PostgreSQL server of TEST_DATABASE_URL as a whole: statements from its maintenance
 * database, and the per-file copies of the test database (support/file-database.ts).
 */
import pg from 'pg';

/** A statement on the server of `url`, from its maintenance database unless told another. */
export async function onServer<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
  { database = 'postgres' } = {},
): Promise<T> {
  const target = Object.assign(new URL(url), { pathname: `/${database}` });
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Copies are named after the template, so runs on other test databases never touch them. */
const prefixOf = (url: string) => `${new URL(url).pathname.slice(1)}__file_`;

export async function dropFileDatabases(url: string): Promise<void> {
  await onServer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of rows.filter((row) => row.datname.startsWith(prefixOf(url)))) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}

/** The name of a new copy of the test database of `url`. */
export const fileDatabaseName = (url: string, suffix: string) => `${prefixOf(url)}${suffix}`;
