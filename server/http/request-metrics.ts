/**
 * Counts every answer and its latency by method, route pattern and status (metrics/registry.ts).
 * The pattern (`/v1/patients/:id`), never the path: ids would make a series per record.
 */
import { createMiddleware } from 'hono/factory';
import { routePattern } from './route-pattern';
import type { AppEnv } from '../context';
import { httpRequestDuration, httpRequests } from '../metrics/registry';

export const requestMetrics = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const stopTimer = httpRequestDuration.startTimer();
    try {
      await next();
    } finally {
      const labels = { method: c.req.method, route: routePattern(c), status: String(c.res.status) };
      httpRequests.inc(labels);
      stopTimer(labels);
    }
  });
