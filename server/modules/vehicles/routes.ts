/**
 * `/v1/vehicles`: a transport company's fleet (decision 105). Mounted behind requireUser,
 * adminsWrite and the Idempotency-Key middleware; other organisations have no fleet (403).
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { VehicleInput, VehicleListQuery, VehicleUpdate } from '../../../src/contract/vehicle';
import type { AppContext, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { idParam, readJson, readQuery } from '../../http/validate';
import {
  createVehicle,
  deleteVehicle,
  listVehiclePage,
  readVehicle,
  updateVehicle,
  type VehicleRequest,
} from './vehicle-service';

/**
 * Fleets and the board are transport companies' alone: on each route, so a verb a path does not
 * have stays a 404 for everyone.
 */
export const companiesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('caller').organizationType !== 'T') throw forbidden();
  await next();
});

export function vehicleRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const request = (c: Context<AppEnv>): VehicleRequest => ({
    scope: c.get('scope'),
    language: c.get('language'),
    now: ctx.now(),
  });

  app.get('/', companiesOnly, async (c) => {
    const query = readQuery(c, VehicleListQuery);
    return c.json(
      await listVehiclePage(request(c), {
        page: query.page,
        perPage: query.per_page,
        search: query.search,
        sort: query.sort,
      }),
    );
  });
  app.post('/', companiesOnly, async (c) => {
    const input = await readJson(c, VehicleInput);
    return c.json(await createVehicle(request(c), input), 201);
  });
  app.get('/:id', companiesOnly, async (c) => c.json(await readVehicle(request(c), idParam(c))));
  app.put('/:id', companiesOnly, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, VehicleUpdate);
    return c.json(await updateVehicle(request(c), id, input));
  });
  app.delete('/:id', companiesOnly, async (c) => {
    await deleteVehicle(request(c), idParam(c));
    return c.body(null, 204);
  });
  return app;
}
