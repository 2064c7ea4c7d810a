/**
 * The server's walls are kept by lint (eslint.server-walls.js, decision 010). Rules that cannot
 * resolve an import pass silently, so each wall is checked here against a file that breaks it.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

// Loading the configuration and the TypeScript parser takes seconds on a busy machine.
const SLOW = 60_000;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rules `code` breaks when it stands at `filePath`. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('server walls', { timeout: SLOW }, () => {
  it('reach a module only through its entry', async () => {
    const internal =
      "import { liveSessions } from '../auth/sessions';\nexport const x = liveSessions;\n";
    expect(await brokenRules('server/modules/account/example.ts', internal)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const entry = "import { liveSessions } from '../auth';\nexport const x = liveSessions;\n";
    expect(await brokenRules('server/modules/account/example.ts', entry)).toEqual([]);
    const fromApp =
      "import { patientRoutes } from './modules/patients/routes';\nexport const x = patientRoutes;\n";
    expect(await brokenRules('server/example.ts', fromApp)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuse an import circle', async () => {
    const circle = "import { createApp } from './app';\nexport const x = createApp;\n";
    expect(await brokenRules('server/errors.ts', circle)).toContain('import-circles/no-circle');
  });

  // Decision 085: a circle of types alone ties the data layer to the app's composition too.
  it('refuse an import circle of types alone, in the server and in the app', async () => {
    const backToContext = "import type { AppEnv } from './context';\nexport type E = AppEnv;\n";
    expect(await brokenRules('server/caller.ts', backToContext)).toEqual([
      'import-circles/no-circle',
    ]);
    const backToQueue =
      "import type { ShowToastOptions } from './toast';\nexport type O = ShowToastOptions;\n";
    expect(await brokenRules('src/components/ui/toast-content.ts', backToQueue)).toEqual([
      'import-circles/no-circle',
    ]);
    const downward =
      "import type { Language } from '../src/contract/messages';\nexport type L = Language;\n";
    expect(await brokenRules('server/caller.ts', downward)).toEqual([]);
  });

  it('keep the database out of routes', async () => {
    const routes =
      "import { eq } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\n" +
      'export const x = eq;\nexport type D = Db;\n';
    expect(await brokenRules('server/modules/patients/routes.ts', routes)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  it('let modules reach organisation tables only through the scope', async () => {
    const tables =
      "import { patients } from '../../db/schema';\nimport type { users } from '../../db/schema';\n" +
      'export const x = patients;\nexport type U = typeof users;\n';
    expect(await brokenRules('server/modules/patients/example.ts', tables)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    // Decision 090: the module's store is the one file of it that holds queries over the tables.
    expect(await brokenRules('server/modules/patients/patient-store.ts', tables)).toEqual([]);
    const rawHandles =
      'export const f = (c: { get(key: string): unknown }, ctx: { database: unknown }) =>\n' +
      "  [c.get('db'), ctx.database];\n";
    expect(await brokenRules('server/modules/patients/example.ts', rawHandles)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });
});
