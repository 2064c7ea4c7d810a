/** The HTTP application: API under /v1, health checks, and the built PWA. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_LIMIT_BYTES } from './http/node-server';
import { compress } from 'hono/compress';
import type { AppContext, AppEnv } from './context';
import { notFound, payloadTooLarge } from './errors';
import { createErrorHandler } from './http/error-handler';
import { idempotency } from './http/idempotency';
import { requestInfo } from './http/request-info';
import { requestLog } from './http/request-log';
import { requestMetrics } from './http/request-metrics';
import { publicHostOnly, sameOriginWrites, securityHeaders } from './http/security';
import { setAnswerHeaders } from './http/response-headers';
import { mountStaticFiles } from './http/static-files';
import { accountRoutes } from './modules/account';
import {
  billingAdmins,
  billingProfileRoutes,
  invoiceRoutes,
  priceListRoutes,
} from './modules/billing';
import { auditErrorDisclosures } from './modules/audit';
import { adminsWrite, authRoutes, requireUser } from './modules/auth';
import { channelAuthRoutes } from './modules/channel-auth';
import { configRoutes } from './modules/config';
import { dispatchRoutes, freeVehicleFor } from './modules/dispatch';
import { escalationRoutes } from './modules/escalation';
import { favoriteAddressRoutes } from './modules/favorite-addresses';
import {
  notificationRoutes,
  notificationSettingsRoutes,
  pushSubscriptionRoutes,
} from './modules/notifications';
import { organizationRoutes } from './modules/organization';
import { patientRoutes } from './modules/patients';
import { scorecardRoutes } from './modules/scorecards';
import { teamRoutes } from './modules/teams';
import { vehicleRoutes } from './modules/vehicles';
import { marketplaceSeriesRoutes, seriesRoutes } from './modules/series';
import { marketplaceRoutes, transportRoutes } from './modules/transports';
import { arrivalRoutes } from './modules/travel-times';
import { userRoutes } from './modules/users';
import { metricsEndpoint } from './metrics/routes';
import { triggerApiRoutes } from './realtime';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(ctx: AppContext, options: { distDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(ctx.log));
  app.use('*', requestLog(ctx));
  app.use('*', requestMetrics());
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
  // Not organisation data: the operator's view of this process, off unless configured.
  app.get('/metrics', metricsEndpoint(ctx));

  const api = new Hono<AppEnv>();
  api.use('*', sameOriginWrites(ctx));
  // The rest of a refused body stays unread, so the 413 closes the connection (error-handler.ts);
  // the node server drains what is still arriving before it closes, so the answer is not lost.
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw payloadTooLarge();
    },
  });
  // Reads carry no body worth reading; asking for one builds the full Request (node-server's
  // request is light until then), which costs a read more than its query.
  api.use('*', (c, next) => (BODYLESS.has(c.req.method) ? next() : limitBody(c, next)));
  api.use('/auth/channel', requireUser(ctx));
  api.route('/auth/channel', channelAuthRoutes(ctx));
  api.route('/auth', authRoutes(ctx));
  api.route('/account', accountRoutes(ctx));
  api.route('/config', configRoutes(ctx));
  // Organisation data: the caller first, then the Idempotency-Key transaction around each write.
  // Patients also log disclosures in error answers, after that transaction (modules/audit).
  api.use('/patients/*', requireUser(ctx), auditErrorDisclosures(ctx), idempotency(ctx));
  api.route('/patients', patientRoutes(ctx));
  api.use('/favorite-addresses/*', requireUser(ctx), idempotency(ctx));
  api.route('/favorite-addresses', favoriteAddressRoutes(ctx));
  // The organisation's set-up: users read, admins write (403 before any lookup).
  for (const [path, routes] of [
    ['/organization', organizationRoutes],
    ['/teams', teamRoutes],
    ['/users', userRoutes],
    ['/vehicles', vehicleRoutes],
  ] as const) {
    api.use(`${path}/*`, requireUser(ctx), adminsWrite(), idempotency(ctx));
    api.route(path, routes(ctx));
  }
  api.use('/transports/*', requireUser(ctx), idempotency(ctx));
  api.route('/transports', transportRoutes(ctx));
  // Positions and arrival times of transports on their way (issue 29).
  api.route('/transports', arrivalRoutes(ctx));
  // The dispatch board: every user of a transport company (routes).
  api.use('/dispatch/*', requireUser(ctx), idempotency(ctx));
  api.route('/dispatch', dispatchRoutes(ctx));
  api.use('/transport-series/*', requireUser(ctx), idempotency(ctx));
  api.route('/transport-series', seriesRoutes(ctx));
  api.use('/marketplace/*', requireUser(ctx));
  api.route('/marketplace/series', marketplaceSeriesRoutes(ctx));
  api.route('/marketplace', marketplaceRoutes(ctx, freeVehicleFor));
  api.use('/scorecards/*', requireUser(ctx));
  api.route('/scorecards', scorecardRoutes());
  // A user's own notifications: bounded by the caller's user id (modules/notifications, its stores).
  api.use('/notification/*', requireUser(ctx), idempotency(ctx));
  api.route('/notification', notificationRoutes(ctx));
  api.use('/settings/notifications/*', requireUser(ctx), idempotency(ctx));
  api.route('/settings/notifications', notificationSettingsRoutes(ctx));
  // The ordering organisation's escalation ladder: its users read, its admins write (routes).
  api.use('/settings/escalation/*', requireUser(ctx), idempotency(ctx));
  api.route('/settings/escalation', escalationRoutes(ctx));
  // Billing: admins only (PRODUCT.md §7); prices and settling are transport companies' (routes).
  for (const [path, routes] of [
    ['/settings/billing', billingProfileRoutes],
    ['/settings/prices', priceListRoutes],
    ['/invoices', invoiceRoutes],
  ] as const) {
    api.use(`${path}/*`, requireUser(ctx), billingAdmins(), idempotency(ctx));
    api.route(path, routes(ctx));
  }
  api.use('/push-subscriptions/*', requireUser(ctx), idempotency(ctx));
  api.route('/push-subscriptions', pushSubscriptionRoutes());
  api.all('*', () => {
    throw notFound();
  });
  app.route('/v1', api);
  // The embedded realtime server's Pusher HTTP API; with an external Pusher there is none here.
  if (!ctx.env.pusher) app.route('/apps', triggerApiRoutes(ctx));

  if (options.distDir) mountStaticFiles(app, options.distDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
