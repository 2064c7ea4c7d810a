import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { serverWalls } from './eslint.server-walls.js';
import { importCircles } from './eslint.import-circles.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const features = readdirSync(path.join(root, 'src/features'));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'src/routeTree.gen.ts',
      'src/locales',
      'coverage',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed to follow their imports (no-duplicates, the walls below).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves `@/…` like Vite and TypeScript do, so the walls below see every import.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [path.join(root, 'src')] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Walls: the contract and lib are shared by all and know no feature; lib knows nothing of
      // the app above it; a feature reaches another only through its public entry.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/contract',
              from: './src/!(contract)/**',
              message:
                'The contract imports nothing from the app: the server and the worker use it too.',
            },
            {
              target: './src/components/ui',
              from: './src/features',
              message: 'The UI kit knows no feature.',
            },
            { target: './src/lib', from: './src/features', message: 'lib knows no feature.' },
            {
              target: './src/lib',
              from: [
                './src/routes',
                './src/components',
                './src/main.tsx',
                './src/query-client.ts',
                './src/router.tsx',
              ],
              message: 'lib is below the app: it is handed what it needs (e.g. the query client).',
            },
            // A feature reaches another only through its public entry (features/<name>/index.ts).
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: `./src/features/!(${feature})/**`,
              except: [path.join(root, 'src/features/*/index.ts')],
              message:
                'Import another feature through its public entry (features/<name>/index.ts).',
            })),
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      '*.config.{ts,js,mjs}',
      'tests/**/*.mjs',
    ],
    languageOptions: { globals: globals.node },
  },
  ...serverWalls,
  {
    // No import circles, type-only imports counted too (decision 085).
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-circles': importCircles },
    rules: { 'import-circles/no-circle': 'error' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './sw',
              from: ['./src/!(lib|contract)/**', './src/*.{ts,tsx}'],
              message: 'The worker uses lib and the contract only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
