/**
 * `/v1/transport-series` and `/v1/marketplace/series` (decision 041). Mounted behind requireUser
 * and the Idempotency-Key middleware; parsing here, the rest in the services.
 */
import { Hono, type Context } from 'hono';
import { MarketplaceSeriesQuery, SeriesListQuery } from '../../../src/contract/marketplace-query';
import {
  SeriesCancelInput,
  seriesCreate,
  seriesUpdate,
} from '../../../src/contract/transport-series';
import type { AppContext, AppEnv } from '../../context';
import { idParam, readJson, readQuery } from '../../http/validate';
import type { TransportRequest } from '../transports';
import { acceptSeries, listMarketplaceSeries } from './series-marketplace';
import {
  cancelSeriesRest,
  createSeries,
  listSeries,
  readSeries,
  updateSeriesFollowing,
} from './series-service';

const requestOf = (c: Context<AppEnv>, ctx: AppContext): TransportRequest => ({
  scope: c.get('scope'),
  language: c.get('language'),
  now: ctx.now(),
});

export function seriesRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const request = (c: Context<AppEnv>) => requestOf(c, ctx);

  app.get('/', async (c) => {
    const query = readQuery(c, SeriesListQuery);
    return c.json(await listSeries(request(c), query.page, query.per_page));
  });
  app.post('/', async (c) => {
    const input = await readJson(c, seriesCreate(ctx.now()));
    return c.json(await createSeries(request(c), input), 201);
  });
  app.get('/:id', async (c) => c.json(await readSeries(request(c), idParam(c))));
  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, seriesUpdate(ctx.now()));
    return c.json(await updateSeriesFollowing(request(c), id, input));
  });
  app.post('/:id/accept', async (c) => {
    const id = idParam(c);
    return c.json(await acceptSeries(request(c), id));
  });
  app.post('/:id/cancel', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, SeriesCancelInput);
    return c.json(await cancelSeriesRest(request(c), id, input));
  });
  return app;
}

/** Open series on the marketplace: transport companies only. */
export function marketplaceSeriesRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = readQuery(c, MarketplaceSeriesQuery);
    return c.json(
      await listMarketplaceSeries(requestOf(c, ctx), {
        page: query.page,
        perPage: query.per_page,
        from: query.from,
        to: query.to,
        transportClass: query.transportClass,
        zipCode: query.zipCode,
      }),
    );
  });
  return app;
}
