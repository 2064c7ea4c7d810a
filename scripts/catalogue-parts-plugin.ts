/**
 * Parts of a message catalogue, chosen by the messages' source files (the catalogue's `#:`
 * origins). The .po files stay one per language, so translating works as before.
 *
 * - `messages.po?part=public` (decision 067): the messages of files under `PUBLIC_SOURCES`, a
 *   fifth of the whole. The signed-out screens load it.
 * - `messages.po?part=signed-in` (decision 112): every message but the lazily loaded areas' own,
 *   loaded before the signed-in layout.
 * - `messages.po?part=areas` (decision 112): the messages used only under `AREA_SOURCES`, loaded
 *   by the areas' routes (`beforeLoad: loadAreaTexts`) with their chunks.
 *
 * A message shown from a file outside its part's paths would show its id: the budget tests
 * (`tests/budget/catalogue-parts.test.ts`) fail when a screen's code names an id its part lacks.
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

/**
 * The lazily loaded areas whose texts are only shown by their own routes: dispatch and fleet,
 * invoices, series, teams, escalation, scorecards, help and the account settings (decision 112);
 * and the screens the signed-in lists lead to (decision 131): the marketplace, the directory of
 * patients and favourite addresses, the order form, a transport's page with its actions, and the
 * calendar. Paths are prefixes, so a component's files can be named.
 */
export const AREA_SOURCES = [
  'src/features/account/',
  'src/features/billing/',
  'src/features/dispatch/',
  'src/features/escalation/',
  'src/features/help/',
  'src/features/scorecards/',
  'src/features/series/',
  'src/features/teams/',
  'src/features/marketplace/',
  'src/features/patients/',
  'src/features/favorite-addresses/',
  'src/features/transports/components/order-',
  'src/features/transports/components/bound-order-fields',
  'src/features/transports/components/transport-create-page',
  'src/features/transports/components/transport-update-page',
  'src/features/transports/components/transport-view-page',
  'src/features/transports/components/transport-facts',
  'src/features/transports/components/transport-timeline',
  'src/features/transports/components/transport-access-log',
  'src/features/transports/components/transport-action-bar',
  'src/features/transports/components/action-dialog',
  'src/features/transports/components/reason-dialog',
  'src/features/transports/components/release-dialog',
  'src/features/transports/components/republish-panel',
  'src/features/transports/components/calendar-',
  'src/features/transports/components/planned-transport-calendar-page',
];

/** Whether a message belongs to a part, by where it is used. */
const PARTS: Record<string, (origins: string[]) => boolean> = {
  public: (origins) => origins.some((origin) => isUnder(PUBLIC_SOURCES, origin)),
  'signed-in': (origins) =>
    origins.length === 0 || origins.some((origin) => !isUnder(AREA_SOURCES, origin)),
  areas: (origins) =>
    origins.length > 0 && origins.every((origin) => isUnder(AREA_SOURCES, origin)),
};

const isUnder = (sources: string[], origin: string) =>
  sources.some((source) => origin.startsWith(source));

const PART = /\.po\?part=([a-z-]+)$/;

export function catalogueParts(root: string): Plugin {
  const config = getConfig({ cwd: root });
  return {
    name: 'krankentransport:catalogue-parts',
    enforce: 'pre',
    async transform(_source, id) {
      const name = PART.exec(id)?.[1];
      if (!name) return;
      const belongs = PARTS[name];
      if (!belongs) throw new Error(`${id}: no catalogue part "${name}"`);
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
        belongs((entries![messageId]!.origin ?? []).map(([origin]) => origin)),
      );
      const part = Object.fromEntries(ids.map((messageId) => [messageId, messages[messageId]!]));
      const { source, errors } = createCompiledCatalog(locale, part, { namespace: 'es' });
      if (errors.length > 0) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
