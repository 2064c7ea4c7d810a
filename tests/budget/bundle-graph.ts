/**
 * Reads the chunk graph the build writes (scripts/bundle-graph-plugin.ts) and answers what a
 * screen needs: the files a set of starting modules loads with everything they import
 * statically, at their gzip size as the server sends them (zlib's default level, like the
 * first-load bench and Chromium count). Deterministic: no browser, no timing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_GRAPH_FILE, type BundleGraph } from '../../scripts/bundle-graph-plugin';

export const DIST = path.resolve(import.meta.dirname, '../../dist');

export type Files = Map<string, number>;

export const totalOf = (files: Files) => [...files.values()].reduce((sum, size) => sum + size, 0);

export class BuiltApp {
  private readonly gzipSizes = new Map<string, number>();

  constructor(
    readonly graph: BundleGraph,
    private readonly dist: string,
  ) {}

  static read(dist = DIST): BuiltApp {
    const file = path.join(dist, BUNDLE_GRAPH_FILE);
    if (!existsSync(file))
      throw new Error(`${file} is missing: build the app first (npm run build)`);
    return new BuiltApp(JSON.parse(readFileSync(file, 'utf8')) as BundleGraph, dist);
  }

  /** The entry chunk: what index.html loads, with its static imports preloaded. */
  get entry(): string {
    const entry = Object.entries(this.graph.chunks).find(([, chunk]) => chunk.isEntry);
    if (!entry) throw new Error('the bundle graph has no entry chunk');
    return entry[0];
  }

  /**
   * The chunks that hold the modules matching `module` (a route file's split parts match its
   * path with `?tsr-split=…`): what a lazy `import()` of it loads first. Fails when none does: a
   * budget that silently counted nothing would pass for the wrong reason.
   */
  chunksWith(module: string | RegExp): string[] {
    const matches = (id: string) =>
      typeof module === 'string' ? id === module || id.startsWith(`${module}?`) : module.test(id);
    const chunks = Object.entries(this.graph.chunks)
      .filter(([, chunk]) => chunk.modules.some(([id]) => matches(id)))
      .map(([file]) => file);
    if (chunks.length === 0) throw new Error(`no chunk holds ${String(module)}`);
    return chunks;
  }

  /**
   * The classic scripts index.html loads before the app (the theme's, which must run before the
   * first paint): files of their own, outside the bundle.
   */
  get classicScripts(): string[] {
    const html = readFileSync(path.join(this.dist, 'index.html'), 'utf8');
    return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
  }

  /** `chunks` with every chunk they import statically, each with its gzip size. */
  closure(chunks: string[]): Files {
    const files: Files = new Map();
    const classic = this.classicScripts;
    const visit = (file: string) => {
      if (files.has(file)) return;
      const chunk = this.graph.chunks[file];
      if (!chunk && !classic.includes(file))
        throw new Error(`${file} is neither in the bundle graph nor a script of index.html`);
      files.set(file, this.gzipSize(file));
      chunk?.imports.forEach(visit);
    };
    chunks.forEach(visit);
    return files;
  }

  /**
   * The modules that make up `files`, largest first, each with its share of its file's gzip size
   * (in proportion to its rendered length: gzip works across module borders, so a share is an
   * estimate; the files' total is exact).
   */
  largestModules(files: Files, count: number): { module: string; gzip: number }[] {
    const modules = new Map<string, number>();
    for (const [file, gzip] of files) {
      const parts = this.graph.chunks[file]?.modules ?? [[file, 1]];
      const rendered = parts.reduce((sum, [, length]) => sum + length, 0);
      for (const [module, length] of parts) {
        modules.set(module, (modules.get(module) ?? 0) + (gzip * length) / rendered);
      }
    }
    return [...modules]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([module, gzip]) => ({ module, gzip }));
  }

  private gzipSize(file: string): number {
    let size = this.gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(this.dist, file))).length;
      this.gzipSizes.set(file, size);
    }
    return size;
  }
}
