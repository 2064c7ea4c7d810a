/**
 * The signed-out screens' part of a message catalogue (decision 067): `messages.po?part=public`
 * compiles only the messages whose source files (the catalogue's `#:` origins) lie under
 * `PUBLIC_SOURCES`, a fifth of the whole. The login loads it instead of the whole catalogue;
 * signing in loads the whole one before the signed-in layout. The .po files stay one per
 * language, so translating works as before.
 *
 * A message of a signed-out screen from a file outside these paths would show its id: the budget
 * test (`tests/budget/`) fails when the public screens' code names an id the part lacks.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

/** Source paths (relative to the project) whose messages the signed-out screens may show. */
export const PUBLIC_SOURCES = [
  // All route files: the route tree, in the entry, holds every screen's title.
  'src/routes/',
  'src/features/auth/',
  'src/components/ui/',
  'src/components/form/',
  'src/components/layout/',
];

const PART = /\.po\?part=public$/;

export function catalogueParts(root: string): Plugin {
  const config = getConfig({ cwd: root });
  const isPublic = (origin: string) => PUBLIC_SOURCES.some((source) => origin.startsWith(source));
  return {
    name: 'krankentransport:catalogue-parts',
    enforce: 'pre',
    async transform(_source, id) {
      if (!PART.test(id)) return;
      const file = id.split('?')[0]!;
      const found = getCatalogForFile(path.relative(root, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is no catalogue of lingui.config.ts`);
      const { catalog, locale } = found;
      this.addWatchFile(file);
      const [entries, { messages }] = await Promise.all([
        catalog.read(locale),
        // Untranslated English falls back to German, as in the Lingui plugin's whole catalogue.
        catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? 'de',
        }),
      ]);
      const ids = Object.keys(entries ?? {}).filter((messageId) =>
        entries![messageId]!.origin?.some(([origin]) => isPublic(origin)),
      );
      const part = Object.fromEntries(ids.map((messageId) => [messageId, messages[messageId]!]));
      const { source, errors } = createCompiledCatalog(locale, part, { namespace: 'es' });
      if (errors.length > 0) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
