/**
 * `/v1/favorite-addresses`: the organisation's frequent pick-up and destination places
 * (PRODUCT.md §3, §7). Mounted behind requireUser and the Idempotency-Key middleware.
 */
import { Hono, type Context } from 'hono';
import {
  FavoriteAddressInput,
  FavoriteAddressListQuery,
  FavoriteAddressUpdate,
} from '../../../src/contract/favorite-address';
import type { AppContext, AppEnv } from '../../context';
import { idParam, readJson, readQuery } from '../../http/validate';
import {
  createFavoriteAddress,
  deleteFavoriteAddress,
  listFavoriteAddressPage,
  readFavoriteAddress,
  updateFavoriteAddress,
  type FavoriteAddressRequest,
} from './favorite-address-service';

export function favoriteAddressRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const request = (c: Context<AppEnv>): FavoriteAddressRequest => ({
    scope: c.get('scope'),
    language: c.get('language'),
    now: ctx.now(),
  });

  app.get('/', async (c) => {
    const query = readQuery(c, FavoriteAddressListQuery);
    const page = await listFavoriteAddressPage(request(c), {
      page: query.page,
      perPage: query.per_page,
      search: query.search,
      sort: query.sort,
    });
    return c.json(page);
  });

  app.post('/', async (c) => {
    const input = await readJson(c, FavoriteAddressInput);
    return c.json(await createFavoriteAddress(request(c), input), 201);
  });

  app.get('/:id', async (c) => c.json(await readFavoriteAddress(request(c), idParam(c))));

  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, FavoriteAddressUpdate);
    return c.json(await updateFavoriteAddress(request(c), id, input));
  });

  app.delete('/:id', async (c) => {
    await deleteFavoriteAddress(request(c), idParam(c));
    return c.body(null, 204);
  });

  return app;
}
