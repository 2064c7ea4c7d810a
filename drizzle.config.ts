import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration after a schema change; the server applies
// pending migrations on start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
