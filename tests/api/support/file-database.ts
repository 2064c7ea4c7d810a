/**
 * On PostgreSQL, every API test file works in a database of its own: a copy of the migrated
 * template global-setup.ts made (CREATE DATABASE … TEMPLATE: a file copy, no migrations), so
 * files may run side by side, and a file that reads whole tables (the demo data, the security
 * matrix's footprints) sees only its own rows. Run as a setup file, before the test file is
 * imported: TEST_DATABASE_URL then names the copy for everything in the file (harnesses, server
 * processes, proxies). The copies are dropped at the end of the run.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { fileDatabaseName, onServer } from './postgres-server';

const template = inject('postgresTemplate');
if (template) {
  const name = fileDatabaseName(template, randomUUID().slice(0, 8));
  const templateName = new URL(template).pathname.slice(1);
  await onServer(template, (client) =>
    client.query(`create database "${name}" template "${templateName}"`),
  );
  process.env.TEST_DATABASE_URL = Object.assign(new URL(template), {
    pathname: `/${name}`,
  }).toString();
}
