/**
 * `/v1/teams`: departments (medical) and crews or dispatch groups (transport companies) of the
 * caller's organisation (PRODUCT.md §2, §7). Mounted behind requireUser, adminsWrite and the
 * Idempotency-Key middleware.
 */
import { Hono, type Context } from 'hono';
import { TeamInput, TeamListQuery, TeamUpdate } from '../../../src/contract/team';
import type { AppContext, AppEnv } from '../../context';
import { idParam, readJson, readQuery } from '../../http/validate';
import { auditActor } from '../audit';
import {
  createTeam,
  deleteTeam,
  listTeamPage,
  readTeam,
  updateTeam,
  type TeamRequest,
} from './team-service';

export function teamRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const request = (c: Context<AppEnv>): TeamRequest => ({
    scope: c.get('scope'),
    actor: auditActor(c),
    language: c.get('language'),
    now: ctx.now(),
  });

  app.get('/', async (c) => {
    const query = readQuery(c, TeamListQuery);
    return c.json(
      await listTeamPage(request(c), {
        page: query.page,
        perPage: query.per_page,
        search: query.search,
        sort: query.sort,
      }),
    );
  });

  app.post('/', async (c) => {
    const input = await readJson(c, TeamInput);
    return c.json(await createTeam(request(c), input), 201);
  });

  app.get('/:id', async (c) => c.json(await readTeam(request(c), idParam(c))));

  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, TeamUpdate);
    return c.json(await updateTeam(request(c), id, input));
  });

  app.delete('/:id', async (c) => {
    await deleteTeam(request(c), idParam(c));
    return c.body(null, 204);
  });

  return app;
}
