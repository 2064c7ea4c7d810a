import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import { pickLanguage } from '../../src/contract/messages';
import type { AppContext, AppEnv } from '../context';

/**
 * Sets what every handler reads about the request: the caller's language (Accept-Language),
 * the client IP (X-Forwarded-For only behind a trusted proxy) and the root database handle.
 */
export function requestInfo(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('language', pickLanguage(c.req.header('accept-language')));
    c.set('db', ctx.database.db);
    let ip: string | null = null;
    if (ctx.env.trustProxy) {
      // The proxy appends the address it saw; entries before it come from the client and could
      // be anything, which would let a client pick its address and escape the per-IP limits.
      ip = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || null;
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address ?? null;
      } catch {
        ip = null; // in-process requests (tests) have no socket
      }
    }
    c.set('ip', ip);
    await next();
  });
}
