/**
 * `/v1/favorite-addresses`: the organisation's frequent pick-up and destination places
 * (PRODUCT.md §3, §7). Mounted behind requireUser and the Idempotency-Key middleware.
 */
import { Hono } from 'hono';
import type { Page } from '../../../src/contract/common';
import {
  FavoriteAddressInput,
  FavoriteAddressListQuery,
  FavoriteAddressUpdate,
  type FavoriteAddress,
} from '../../../src/contract/favorite-address';
import type { AppContext, AppEnv } from '../../context';
import { favoriteAddresses } from '../../db/schema';
import { deleteOwned, findOwned, insertOwned, updateVersioned } from '../../db/tenant';
import { conflict } from '../../errors';
import { idParam, readJson, readQuery } from '../../http/validate';
import { checkBodyId, createdOrThrow } from '../master-data/record-rules';
import { listFavoriteAddresses } from './favorite-address-list';
import { favoriteAddressColumns, presentFavoriteAddress } from './favorite-address-record';

export function favoriteAddressRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const query = readQuery(c, FavoriteAddressListQuery);
    const { rows, total } = await listFavoriteAddresses(
      c.get('db'),
      c.get('caller').organizationId,
      { page: query.page, perPage: query.per_page, search: query.search, sort: query.sort },
    );
    return c.json({
      data: rows.map(presentFavoriteAddress),
      total_rows: total,
    } satisfies Page<FavoriteAddress>);
  });

  app.post('/', async (c) => {
    const input = await readJson(c, FavoriteAddressInput);
    const { organizationId, userId } = c.get('caller');
    const outcome = await insertOwned(c.get('db'), favoriteAddresses, organizationId, {
      ...(input.id ? { id: input.id } : {}),
      ...favoriteAddressColumns(input),
      createdBy: userId,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    const row = createdOrThrow(outcome, presentFavoriteAddress, c.get('language'));
    return c.json(presentFavoriteAddress(row), 201);
  });

  app.get('/:id', async (c) => {
    const row = await findOwned(
      c.get('db'),
      favoriteAddresses,
      idParam(c),
      c.get('caller').organizationId,
    );
    return c.json(presentFavoriteAddress(row));
  });

  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, FavoriteAddressUpdate);
    checkBodyId(input.id, id, c.get('language'));
    const outcome = await updateVersioned(
      c.get('db'),
      favoriteAddresses,
      { id, organizationId: c.get('caller').organizationId, version: input.version },
      favoriteAddressColumns(input),
      ctx.now(),
    );
    if ('stale' in outcome) throw conflict(presentFavoriteAddress(outcome.stale));
    return c.json(presentFavoriteAddress(outcome.updated));
  });

  app.delete('/:id', async (c) => {
    await deleteOwned(c.get('db'), favoriteAddresses, idParam(c), c.get('caller').organizationId);
    return c.body(null, 204);
  });

  return app;
}
