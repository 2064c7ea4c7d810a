/**
 * The server's walls (decision 010): modules are reached only through their entry, routes only
 * speak HTTP, and organisation data is reached only through the caller's data scope
 * (server/db/scope), never through the raw handle or the tables. No import circles is a wall of
 * the whole code: eslint.import-circles.js.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver } from 'eslint-plugin-import-x';

const MODULES = readdirSync(path.join(import.meta.dirname, 'server/modules'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Modules that work below the scope: auth builds the caller it is opened for, audit logs it. */
const BELOW_THE_SCOPE = ['auth', 'audit'];

const moduleEntries = MODULES.map((name) => ({
  target: ['./server/!(modules)/**', './server/*.ts', `./server/modules/!(${name})/**`],
  from: `./server/modules/${name}`,
  except: ['./index.ts'],
  message: `Other code reaches modules/${name} only through its entry, modules/${name}/index.ts.`,
}));

const rawHandle = [
  {
    selector: "CallExpression[callee.property.name='get'][arguments.0.value='db']",
    message: "Ask the scope (c.get('scope')) for organisation data, not the request's raw handle.",
  },
  {
    selector: "MemberExpression[property.name='database']",
    message: "Ask the scope (c.get('scope')) for organisation data, not the process's database.",
  },
];

export const serverWalls = [
  {
    files: ['server/**/*.ts'],
    // The walls need imports resolved to files: TypeScript sources, directories by their index.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: moduleEntries }],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: BELOW_THE_SCOPE.map((name) => `server/modules/${name}/**`),
    rules: { 'no-restricted-syntax': ['error', ...rawHandle] },
  },
  {
    // A module's store (`modules/<m>/<m>-store.ts`, decision 090) holds its queries beyond the
    // scope's records; it alone imports the tables.
    files: ['server/modules/**/*.ts'],
    ignores: [...BELOW_THE_SCOPE.map((name) => `server/modules/${name}/**`), '**/*-store.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/*', '**/db/client'],
              allowTypeImports: true,
              message:
                'Organisation data is read and written through the data scope (db/scope) or the module’s store (<m>-store.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/**', 'drizzle-orm', 'drizzle-orm/**'],
              message: 'Routes parse, call their service and answer; data access is the service’s.',
            },
          ],
        },
      ],
    },
  },
];
