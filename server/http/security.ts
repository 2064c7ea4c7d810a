/**
 * Security headers on every response and the refusal of cross-site writes.
 *
 * The CSP allows scripts only from our own origin (no inline scripts: the theme bootstrap is an
 * external file). Inline styles stay allowed because react-aria positions overlays with style
 * attributes. Realtime may talk to an external Pusher/soketi host when one is configured.
 */
import { isIP } from 'node:net';
import { createMiddleware } from 'hono/factory';
import { forbidden, malformed } from '../errors';
import { setAnswerHeaders } from './response-headers';
import type { AppContext, AppEnv } from '../context';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function contentSecurityPolicy(ctx: AppContext): string {
  const connect = ["'self'"];
  const pusher = ctx.env.pusher;
  if (pusher?.host)
    connect.push(`wss://${pusher.host}`, `ws://${pusher.host}`, `https://${pusher.host}`);
  else if (pusher?.cluster) {
    connect.push(
      `wss://ws-${pusher.cluster}.pusher.com`,
      `https://sockjs-${pusher.cluster}.pusher.com`,
    );
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(ctx: AppContext) {
  const always = {
    'Content-Security-Policy': contentSecurityPolicy(ctx),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  };
  const withHsts = {
    ...always,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
  const https = ctx.env.publicUrl.startsWith('https:');
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const hsts = https || (ctx.env.trustProxy && c.req.header('x-forwarded-proto') === 'https');
    setAnswerHeaders(c, hsts ? withHsts : always);
  });
}

const FOREIGN_SITE = {
  de: 'Anfragen von fremden Seiten sind nicht erlaubt.',
  en: 'Requests from other sites are not allowed.',
};

/**
 * State-changing requests must come from our own origin, which is PUBLIC_URL's — never the one
 * the request's Host header claims, which a DNS-rebinding page controls. Browsers send Origin on
 * every cross-origin and on same-origin non-GET fetches; a request without it (curl,
 * server-to-server) carries no ambient cookie authority worth protecting except the refresh
 * cookie, which is SameSite=Strict anyway.
 */
export function sameOriginWrites(ctx: AppContext) {
  const allowed = new URL(ctx.env.publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== allowed) throw forbidden(FOREIGN_SITE);
      if (c.req.header('sec-fetch-site') === 'cross-site') throw forbidden(FOREIGN_SITE);
    }
    await next();
  });
}

/** A host name that no DNS answer can point elsewhere: an IP address or localhost. */
function isFixedHost(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, '')) !== 0 || hostname === 'localhost';
}

/**
 * Refuses a Host that is not PUBLIC_URL's (DNS rebinding: a foreign site whose name suddenly
 * resolves to this server would otherwise be "same-origin" with it in the browser). IP addresses
 * and localhost stay allowed, as no foreign site can take them over: load balancers and
 * container health checks call those. Behind a trusted proxy the proxy decides which names reach
 * us and may forward its own upstream name, so there is nothing to check here.
 */
export function publicHostOnly(ctx: AppContext) {
  const expected = new URL(ctx.env.publicUrl);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!ctx.env.trustProxy) {
      const { hostname, port } = new URL(c.req.url);
      const known =
        isFixedHost(hostname) ||
        (hostname === expected.hostname && (port === expected.port || port === ''));
      if (!known) {
        throw malformed({
          de: 'Dieser Hostname gehört nicht zu diesem Server.',
          en: 'This host name does not belong to this server.',
        });
      }
    }
    await next();
  });
}
