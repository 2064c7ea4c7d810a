/** `/v1/organization`: the caller's own organisation; users read, admins write (PRODUCT.md §7). */
import { Hono } from 'hono';
import { OrganizationUpdate } from '../../../src/contract/organization';
import type { AppContext, AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { auditActor } from '../audit';
import { readOrganization, updateOrganization } from './organization-service';

export function organizationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await readOrganization(c.get('scope'))));

  app.put('/', async (c) => {
    const input = await readJson(c, OrganizationUpdate);
    return c.json(
      await updateOrganization(c.get('scope'), input, { actor: auditActor(c), now: ctx.now() }),
    );
  });

  return app;
}
