import type { Context } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';

/**
 * The pattern of the endpoint a request was meant for (`/v1/patients/:id`), also when a
 * middleware answered before it ran (a 401 of requireUser): the first matched route that is a
 * handler rather than a middleware (Hono tells them apart by arity, as hono/dev does). Without
 * one, the pattern of whatever answered (`/*`).
 */
export function routePattern(c: Context): string {
  const endpoint = matchedRoutes(c).find((route) => route.handler.length < 2);
  return endpoint?.path ?? routePath(c);
}
