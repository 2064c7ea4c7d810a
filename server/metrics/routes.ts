/**
 * GET /metrics for Prometheus (docs/decisions/028). Off unless configured: with METRICS_TOKEN on
 * the app's own port for a bearer of that token; with METRICS_PORT on 127.0.0.1 for whatever
 * runs on the machine (no token: only local processes can reach it).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { notFound, unauthenticated } from '../errors';
import { METRICS_CONTENT_TYPE, scrape } from './scrape';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests of equal length, so neither the content nor the length leaks by timing. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

const answer = async (c: Context, ctx: Pick<AppContext, 'database'>) =>
  c.body(await scrape(ctx.database), 200, {
    'Content-Type': METRICS_CONTENT_TYPE,
    'Cache-Control': 'no-store',
  });

/** The handler on the app's port: a 404 when off, a 401 without the right bearer token. */
export function metricsEndpoint(ctx: AppContext) {
  const expected = ctx.env.metrics.token;
  return async (c: Context<AppEnv>) => {
    if (!expected) throw notFound();
    const header = c.req.header('authorization');
    const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    if (!tokenMatches(given, expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthenticated();
    }
    return answer(c, ctx);
  };
}

/** The local-only metrics server of METRICS_PORT; resolves once it listens. */
export function serveLocalMetrics(ctx: AppContext, port: number): Promise<Server> {
  const app = new Hono();
  app.get('/metrics', (c) => answer(c, ctx));
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(server),
    ) as Server;
    server.once('error', reject);
  });
}
