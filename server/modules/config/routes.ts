/** `GET /v1/config`: what the client needs to connect realtime and push (PRODUCT.md §7). */
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';

export function configRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const external = ctx.env.pusher;
    const publicUrl = new URL(ctx.env.publicUrl);
    const forceTLS = publicUrl.protocol === 'https:';
    const pusher = external
      ? {
          key: external.key,
          cluster: external.cluster ?? 'eu',
          wsHost: external.host ?? `ws-${external.cluster ?? 'eu'}.pusher.com`,
          wsPort: external.port ?? 443,
          forceTLS: external.port ? external.port === 443 : true,
        }
      : {
          // The embedded Pusher-protocol server listens on our own origin.
          key: ctx.keys.realtime.key,
          cluster: 'eu',
          wsHost: publicUrl.hostname,
          wsPort: Number(publicUrl.port || (forceTLS ? 443 : 80)),
          forceTLS,
        };
    return c.json({ pusher, vapidPublicKey: ctx.keys.vapid.publicKey, version: ctx.version });
  });
  return app;
}
