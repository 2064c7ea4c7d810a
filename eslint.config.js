import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { serverWalls } from './eslint.server-walls.js';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'src/routeTree.gen.ts', 'src/locales', 'coverage', '.tmp'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
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
      // Features talk to each other through their public api/ and components/, never through
      // another feature's internals; the contract and lib are shared by all.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/contract', from: './src/!(contract)/**', message: 'The contract imports nothing from the app: the server and the worker use it too.' },
            { target: './src/components/ui', from: './src/features', message: 'The UI kit knows no feature.' },
            { target: './src/lib', from: './src/features', message: 'lib knows no feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  ...serverWalls,
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
