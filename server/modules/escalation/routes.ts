/**
 * `/v1/settings/escalation` (decision 042): the ladder belongs to the organisations that order,
 * so transport companies get 403; any of their users reads it, only admins change it (403
 * before any lookup).
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { EscalationLadderInput } from '../../../src/contract/escalation';
import type { AppContext, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { readJson } from '../../http/validate';
import { readLadder, saveLadder } from './ladder-service';

const orderingOrganizations = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('caller').organizationType === 'T') throw forbidden();
  await next();
});

const admins = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('caller').role !== 'admin') throw forbidden();
  await next();
});

export function escalationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', orderingOrganizations);
  app.get('/', async (c) => c.json(await readLadder(c.get('scope'))));
  app.put('/', admins, async (c) => {
    const input = await readJson(c, EscalationLadderInput);
    return c.json(await saveLadder(c.get('scope'), input, ctx.now()));
  });
  return app;
}
