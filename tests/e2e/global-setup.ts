/**
 * One built app and one server for the whole e2e run (PGlite in a temp DATA_DIR, mail outbox),
 * started like a user starts it: `tsx server/index.ts` serving `dist/`.
 */
import type { TestProject } from 'vitest/node';
import { startAppServer } from './support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await server.stop();
    if (process.env.E2E_SERVER_LOG) console.log(server.log());
  };
}
