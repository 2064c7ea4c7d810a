/**
 * Writes the built app's chunk graph beside the bundle (`dist/.vite/bundle-graph.json`): per
 * chunk its static and dynamic imports, the module it stands for when loaded lazily, and the
 * rendered size of each module in it. The first-load budgets (`tests/budget/`) compute from it
 * which files a screen needs, deterministically and without a browser (decision 060).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const BUNDLE_GRAPH_FILE = '.vite/bundle-graph.json';

export type BundleChunk = {
  isEntry: boolean;
  /** The module a lazy `import()` of this chunk names (relative to the project), if any. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Modules (relative to the project) with their rendered length in bytes, largest first. */
  modules: [string, number][];
};

export type BundleGraph = { chunks: Record<string, BundleChunk> };

export function bundleGraph(root: string): Plugin {
  const relative = (id: string) => path.relative(root, id.replace(/^\0/, ''));
  return {
    name: 'krankentransport:bundle-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BundleGraph['chunks'] = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = {
          isEntry: item.isEntry,
          facade: item.facadeModuleId ? relative(item.facadeModuleId) : null,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: Object.entries(item.modules)
            .map(([id, module]): [string, number] => [relative(id), module.renderedLength])
            .filter(([, length]) => length > 0)
            .sort((a, b) => b[1] - a[1]),
        };
      }
      // The service worker is built by a second pass of its own (vite-plugin-pwa): only the
      // app's pass, the one with index.html as its entry, describes what pages load.
      if (!Object.values(chunks).some((chunk) => chunk.isEntry && chunk.facade === 'index.html'))
        return;
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_GRAPH_FILE,
        source: JSON.stringify({ chunks } satisfies BundleGraph),
      });
    },
  };
}
