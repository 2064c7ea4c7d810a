/**
 * The app's screens, read from TanStack Router's generated route tree (src/routeTree.gen.ts),
 * so a screen added later is measured without a change here. Each is a path to open — its
 * parameters filled with made-up values — and whether it needs a signed-in user.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `pattern` as the router names it (`/directory/patients/update/$id`), `path` to open. */
export type ClientRoute = { pattern: string; path: string; signedIn: boolean };

const TREE = path.resolve(import.meta.dirname, '../../../src/routeTree.gen.ts');

export function clientRoutes(): ClientRoute[] {
  const tree = readFileSync(TREE, 'utf8');
  const byId = /interface FileRoutesById \{([^}]*)\}/.exec(tree)?.[1];
  if (!byId) throw new Error(`no FileRoutesById in ${TREE}`);
  const routes: ClientRoute[] = [];
  for (const [, id] of byId.matchAll(/^\s*'(\/_(?:app|public)\/[^']*)'/gm)) {
    const signedIn = id!.startsWith('/_app/');
    const pattern = id!.replace(/^\/_(app|public)/, '').replace(/(.)\/$/, '$1');
    routes.push({
      pattern,
      path: pattern.replace(/\$[A-Za-z]+/g, (param) =>
        param === '$code' ? 'x'.repeat(43) : randomUUID(),
      ),
      signedIn,
    });
  }
  return routes;
}
