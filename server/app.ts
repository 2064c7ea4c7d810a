/** The HTTP application: API under /v1, health checks, and the built PWA. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppContext, AppEnv } from './context';
import { notFound, payloadTooLarge } from './errors';
import { createErrorHandler } from './http/error-handler';
import { idempotency } from './http/idempotency';
import { requestInfo } from './http/request-info';
import { requestLog } from './http/request-log';
import { publicHostOnly, sameOriginWrites, securityHeaders } from './http/security';
import { setAnswerHeaders } from './http/response-headers';
import { mountStaticFiles } from './http/static-files';
import { accountRoutes } from './modules/account';
import { auditErrorDisclosures } from './modules/audit';
import { authRoutes, requireUser } from './modules/auth';
import { configRoutes } from './modules/config';
import { favoriteAddressRoutes } from './modules/favorite-addresses';
import { patientRoutes } from './modules/patients';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(ctx: AppContext, options: { distDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(ctx.log));
  app.use('*', requestLog(ctx));
  app.use('*', requestInfo(ctx));
  app.use('*', securityHeaders(ctx));
  // Before every refusal below, so that those carry it too.
  app.use('/v1/*', async (c, next) => {
    await next();
    // Answers carry health data: never kept by the browser's or a proxy's HTTP cache.
    setAnswerHeaders(c, { 'Cache-Control': 'no-store' });
  });
  app.use('*', publicHostOnly(ctx));
  app.use('*', compress());
  // Inside compress: it names Accept-Encoding in Vary only when Vary does not yet, and its own
  // c.header() would rebuild the answer (http/response-headers.ts).
  app.use('*', async (c, next) => {
    await next();
    const vary = c.res.headers.get('Vary');
    if (!vary) setAnswerHeaders(c, { Vary: 'Accept-Encoding' });
  });

  app.get('/healthz', (c) => c.json({ status: 'ok', version: ctx.version }));
  // Bounded (db/health.ts): answers within seconds whatever the database does, and says why not.
  app.get('/readyz', async (c) => {
    const { status, ...database } = await ctx.database.health();
    if (status === 'ready') return c.json({ status });
    c.get('log').warn('[readyz] database unavailable', database);
    c.header('Retry-After', '5');
    return c.json({ status, database }, 503);
  });

  const api = new Hono<AppEnv>();
  api.use('*', sameOriginWrites(ctx));
  // The rest of a refused body stays unread, so the 413 closes the connection (error-handler.ts);
  // the node server drains what is still arriving before it closes, so the answer is not lost.
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  // Reads carry no body worth reading; asking for one builds the full Request (node-server's
  // request is light until then), which costs a read more than its query.
  api.use('*', (c, next) => (BODYLESS.has(c.req.method) ? next() : limitBody(c, next)));
  api.route('/auth', authRoutes(ctx));
  api.route('/account', accountRoutes(ctx));
  api.route('/config', configRoutes(ctx));
  // Organisation data: the caller first, then the Idempotency-Key transaction around each write.
  // Patients also log disclosures in error answers, after that transaction (modules/audit).
  api.use('/patients/*', requireUser(ctx), auditErrorDisclosures(ctx), idempotency(ctx));
  api.route('/patients', patientRoutes(ctx));
  api.use('/favorite-addresses/*', requireUser(ctx), idempotency(ctx));
  api.route('/favorite-addresses', favoriteAddressRoutes(ctx));
  api.all('*', () => {
    throw notFound();
  });
  app.route('/v1', api);

  if (options.distDir) mountStaticFiles(app, options.distDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
