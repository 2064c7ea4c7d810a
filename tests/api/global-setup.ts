/**
 * Before the API suite runs on PostgreSQL (TEST_DB=postgres), empty the test database once; each
 * test file then migrates it (migrations take an advisory lock, so files may race safely).
 */
import pg from 'pg';

export default async function setup(): Promise<void> {
  if (process.env.TEST_DB !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}
