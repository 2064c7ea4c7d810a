/** `/v1/account*`: the signed-in user's own data, password and devices (PRODUCT.md §7). */
import { Hono } from 'hono';
import {
  AccountUpdateInput,
  PasswordChangeInput,
  SessionLogoutInput,
} from '../../../src/contract/auth';
import type { AppContext, AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { changePassword, requireUser } from '../auth';
import { listDevices, logOutDevices, readAccount, updateAccount } from './account-service';

export function accountRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(ctx));

  app.get('/', async (c) => c.json(await readAccount(c.get('scope'))));

  app.put('/', async (c) => {
    const input = await readJson(c, AccountUpdateInput);
    return c.json(await updateAccount(c.get('scope'), input, ctx.now()));
  });

  app.put('/password', async (c) => {
    const input = await readJson(c, PasswordChangeInput);
    await changePassword(c.get('scope'), input, {
      ip: c.get('ip'),
      language: c.get('language'),
      now: ctx.now,
      rater: ctx.passwordRater,
    });
    return c.body(null, 204);
  });

  app.get('/sessions', async (c) => c.json(await listDevices(c.get('scope'), ctx.now())));

  app.post('/logout', async (c) => {
    const input = await readJson(c, SessionLogoutInput);
    await logOutDevices(c.get('scope'), input, ctx.now());
    return c.body(null, 204);
  });

  return app;
}
