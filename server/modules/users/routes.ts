/**
 * `/v1/users`: the people of the caller's organisation (PRODUCT.md §2, §7), and their
 * invitations. Mounted behind requireUser, adminsWrite and the Idempotency-Key middleware.
 */
import { Hono, type Context } from 'hono';
import { UserInput, UserListQuery, UserUpdate } from '../../../src/contract/user';
import type { AppContext, AppEnv } from '../../context';
import { idParam, readJson, readQuery } from '../../http/validate';
import { auditActor } from '../audit';
import {
  createUser,
  deleteUser,
  listUserPage,
  readUser,
  resendInvitation,
  updateUser,
  type UserRequest,
} from './user-service';

export function userRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const request = (c: Context<AppEnv>): UserRequest => ({
    scope: c.get('scope'),
    actor: auditActor(c),
    language: c.get('language'),
    now: ctx.now(),
    linkSecret: ctx.keys.linkCodeSecret,
  });

  app.get('/', async (c) => {
    const query = readQuery(c, UserListQuery);
    return c.json(
      await listUserPage(request(c), {
        page: query.page,
        perPage: query.per_page,
        search: query.search,
        sort: query.sort,
      }),
    );
  });

  app.post('/', async (c) => {
    const input = await readJson(c, UserInput);
    return c.json(await createUser(request(c), input), 201);
  });

  app.get('/:id', async (c) => c.json(await readUser(request(c), idParam(c))));

  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, UserUpdate);
    return c.json(await updateUser(request(c), id, input));
  });

  app.delete('/:id', async (c) => {
    await deleteUser(request(c), idParam(c));
    return c.body(null, 204);
  });

  app.post('/:id/invitation', async (c) => {
    await resendInvitation(request(c), idParam(c));
    return c.body(null, 202);
  });

  return app;
}
