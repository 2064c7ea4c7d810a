/**
 * The bell's calls (seed §7; PRODUCT.md §7): `GET /notification` (page, per_page, unread),
 * `POST /notification/mark-as-read {id}`, `POST /notification/mark-all-as-read`; and the
 * channel settings `GET/PUT /settings/notifications`. A user only ever reaches their own.
 */
import { Hono } from 'hono';
import {
  MarkAsReadInput,
  NotificationListQuery,
  NotificationSettings,
  PushSubscriptionInput,
  PushSubscriptionQuery,
} from '../../../src/contract/notification';
import type { AppContext, AppEnv } from '../../context';
import { readJson, readQuery } from '../../http/validate';
import { listNotifications, markAllAsRead, markAsRead } from './inbox-store';
import { removePushSubscription, savePushSubscription } from './push-subscription-store';
import { readSettings, saveSettings } from './settings-store';

export function notificationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = readQuery(c, NotificationListQuery);
    const scope = c.get('scope');
    const page = await listNotifications(scope, {
      page: query.page,
      perPage: query.per_page,
      unreadOnly: query.unread === '1' || query.unread === 'true',
      // The account's language of today, as push and mail speak it, not the request's
      // Accept-Language: the older notifications follow a change of it (decision 055).
      language: scope.caller.language,
    });
    return c.json(page);
  });
  app.post('/mark-as-read', async (c) => {
    const { id } = await readJson(c, MarkAsReadInput);
    const scope = c.get('scope');
    await markAsRead(scope, id, ctx.now());
    return c.body(null, 204);
  });
  app.post('/mark-all-as-read', async (c) => {
    const scope = c.get('scope');
    await markAllAsRead(scope, ctx.now());
    return c.body(null, 204);
  });
  return app;
}

export function notificationSettingsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const scope = c.get('scope');
    return c.json(await readSettings(scope));
  });
  app.put('/', async (c) => {
    const settings = await readJson(c, NotificationSettings);
    const scope = c.get('scope');
    return c.json(await saveSettings(scope, settings, ctx.now()));
  });
  return app;
}

/** `POST/DELETE /push-subscriptions`: this device's Web Push subscription. */
export function pushSubscriptionRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const input = await readJson(c, PushSubscriptionInput);
    const scope = c.get('scope');
    await savePushSubscription(scope, input);
    return c.body(null, 204);
  });
  app.delete('/', async (c) => {
    const { endpoint } = readQuery(c, PushSubscriptionQuery);
    const scope = c.get('scope');
    await removePushSubscription(scope, endpoint);
    return c.body(null, 204);
  });
  return app;
}
