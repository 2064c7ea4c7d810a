/**
 * The routes the real app answers, read from Hono's own route table: what the security matrix
 * must cover. Middleware (handlers that take `next`) is left out; what remains are the
 * endpoints, each as "METHOD /path" with Hono's path pattern (e.g. `PUT /v1/patients/:id`).
 */
import { inspectRoutes } from 'hono/dev';
import type { App } from '../../../server/app';

export type RouteKey = `${string} /${string}`;

export function appRoutes(app: App): RouteKey[] {
  const keys = inspectRoutes(app)
    .filter((route) => !route.isMiddleware)
    .map((route) => `${route.method} ${route.path}` as RouteKey);
  return [...new Set(keys)];
}

export const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(' '));
export const pathOf = (key: RouteKey) => key.slice(key.indexOf(' ') + 1);

/** The verbs a route with Hono's `ALL` stands for, each tried on its own. */
export const ALL_VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
