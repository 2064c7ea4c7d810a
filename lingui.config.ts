import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// German is the source language and the default; English is the other language (seed §1).
export default defineConfig({
  sourceLocale: 'de',
  locales: ['de', 'en'],
  fallbackLocales: { default: 'de' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
