/**
 * Serves the built PWA: hashed assets cached forever, the shell files (index.html, sw.js, the
 * manifest) revalidated on every load so a new version is found, SPA fallback to index.html.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { pickLanguage } from '../../src/contract/messages';
import type { AppEnv } from '../context';

const NOT_APP_PATHS = /^\/(v1|app|healthz|readyz)(\/|$)/;

export function mountStaticFiles(app: Hono<AppEnv>, distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  const root = path.relative(process.cwd(), distDir) || '.';

  // Set on the answer itself: serveStatic's onFound runs after the Response is built, where
  // c.header() no longer reaches it.
  const files = serveStatic({ root });
  app.use('*', async (c, next) => {
    const response = await files(c, next);
    if (response instanceof Response && response.ok) {
      const immutable = c.req.path.startsWith('/assets/');
      response.headers.set(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    return response;
  });

  // Client-side routes: any other GET for a page (no file extension) gets the app shell; the
  // login in the browser's language already rendered in it, where the build made one
  // (scripts/prerender.mjs, decision 062).
  app.get('*', async (c, next) => {
    if (NOT_APP_PATHS.test(c.req.path) || path.extname(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    if (c.req.path === '/login') {
      c.header('Vary', 'Accept-Language');
      const login = `login.${pickLanguage(c.req.header('accept-language'))}.html`;
      if (existsSync(path.join(distDir, login))) return serveStatic({ root, path: login })(c, next);
    }
    return serveStatic({ root, path: 'index.html' })(c, next);
  });
}
