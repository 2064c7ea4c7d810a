/**
 * A request id for every request and one access line when it is answered.
 *
 * The id comes from the proxy's X-Request-Id only behind a trusted proxy (TRUST_PROXY), where it
 * ties our lines to the proxy's; otherwise a client could choose it, so one is generated. It is on
 * every log line of the request (`c.get('log')`), in the X-Request-Id answer header and in the
 * body of a 500, so a user can quote it and the operator finds the lines.
 *
 * The access line names the route pattern (`/v1/patients/:id`), not the path: ids in paths say
 * nothing useful, and a search in a path never reaches the log. Health checks, polled every few
 * seconds by a load balancer, are logged at debug.
 */
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from '../context';
import type { Caller } from '../caller';
import { childLogger } from '../logger';
import { setAnswerHeaders } from './response-headers';
import { routePattern } from './route-pattern';

/** What a proxy's id may look like: bounded, printable, no room for text smuggled into logs. */
const FORWARDED_ID = /^[\w.:@/+=-]{1,128}$/;
const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

export function requestLog(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const forwarded = ctx.env.trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    const log = childLogger(ctx.log, { requestId });
    c.set('requestId', requestId);
    c.set('log', log);

    await next();

    setAnswerHeaders(c, { 'X-Request-Id': requestId });
    const status = c.res.status;
    const caller = c.get('caller') as Caller | undefined;
    const line = {
      method: c.req.method,
      route: routePattern(c),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(caller ? { userId: caller.userId, organizationId: caller.organizationId } : {}),
    };
    if (HEALTH_CHECKS.has(c.req.path) && status < 500) log.debug('request', line);
    else if (status >= 500) log.warn('request', line);
    else log.info('request', line);
  });
}
