/**
 * `/v1/transports` and `/v1/marketplace` (PRODUCT.md §7). Mounted behind requireUser and the
 * Idempotency-Key middleware; parsing here, the rest in the service and the commands.
 */
import { Hono, type Context } from 'hono';
import { RideConfirmationInput } from '../../../src/contract/ride-confirmation';
import {
  CrewInput,
  ReasonInput,
  ReleaseInput,
  StatusInput,
  TransportListQuery,
  TransportUpdate,
  republishInput,
  transportCreate,
} from '../../../src/contract/transport';
import { VehicleChoice } from '../../../src/contract/dispatch';
import { MarketplaceQuery } from '../../../src/contract/marketplace-query';
import type { AppContext, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { idParam, readJson, readQuery } from '../../http/validate';
import { logTransportRead, readTransportAccess } from './transport-access';
import {
  acceptTransport,
  assignCrew,
  cancelTransport,
  changeStatus,
  releaseReturn,
  returnTransport,
} from './transport-commands';
import { confirmRide, readRideConfirmation } from './ride-confirmation';
import { republishTransport } from './transport-republish';
import { assignVehicle } from './transport-vehicle';
import {
  createTransport,
  listMarketplacePage,
  listTransportPage,
  readTransport,
  readTransportEvents,
  updateTransport,
  type FreeVehicleFilter,
  type TransportRequest,
} from './transport-service';

const requestOf = (c: Context<AppEnv>, ctx: AppContext): TransportRequest => ({
  scope: c.get('scope'),
  language: c.get('language'),
  now: ctx.now(),
});

export function transportRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const request = (c: Context<AppEnv>) => requestOf(c, ctx);

  app.get('/', async (c) => {
    const query = readQuery(c, TransportListQuery);
    return c.json(
      await listTransportPage(request(c), {
        page: query.page,
        perPage: query.per_page,
        search: query.search,
        sort: query.sort,
        status: query.status,
        from: query.from,
        to: query.to,
        teamId: query.teamId,
      }),
    );
  });

  app.post('/', async (c) => {
    const input = await readJson(c, transportCreate(ctx.now()));
    return c.json(await createTransport(request(c), input), 201);
  });

  app.get('/:id', async (c) => {
    const transport = await readTransport(request(c), idParam(c));
    await logTransportRead(c, ctx, transport.id);
    return c.json(transport);
  });

  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, TransportUpdate);
    return c.json(await updateTransport(request(c), id, input));
  });

  app.get('/:id/events', async (c) => c.json(await readTransportEvents(request(c), idParam(c))));

  app.get('/:id/access', async (c) =>
    c.json(await readTransportAccess(c.get('scope'), idParam(c))),
  );

  app.post('/:id/accept', async (c) => {
    const id = idParam(c);
    return c.json(await acceptTransport(request(c), id));
  });

  app.post('/:id/return', async (c) => {
    const id = idParam(c);
    const { reason } = await readJson(c, ReasonInput);
    return c.json(await returnTransport(request(c), id, reason));
  });

  app.post('/:id/status', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, StatusInput);
    return c.json(await changeStatus(request(c), id, input));
  });

  app.post('/:id/cancel', async (c) => {
    const id = idParam(c);
    const { reason } = await readJson(c, ReasonInput);
    return c.json(await cancelTransport(request(c), id, reason));
  });

  app.post('/:id/release', async (c) => {
    const id = idParam(c);
    const { returnAt } = await readJson(c, ReleaseInput);
    return c.json(await releaseReturn(request(c), id, returnAt));
  });

  app.post('/:id/republish', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, republishInput(ctx.now()));
    return c.json(await republishTransport(request(c), id, input), 201);
  });

  app.post('/:id/crew', async (c) => {
    const id = idParam(c);
    const { teamId } = await readJson(c, CrewInput);
    return c.json(await assignCrew(request(c), id, teamId));
  });

  app.post('/:id/vehicle', async (c) => {
    const id = idParam(c);
    const { vehicleId } = await readJson(c, VehicleChoice);
    return c.json(await assignVehicle(request(c), id, vehicleId));
  });

  app.get('/:id/confirmation', async (c) =>
    c.json(await readRideConfirmation(c, ctx, request(c), idParam(c))),
  );

  app.put('/:id/confirmation', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, RideConfirmationInput);
    await confirmRide(request(c), id, input);
    return c.body(null, 204);
  });

  return app;
}

/**
 * The marketplace answers transport companies only. `freeVehicleFor` tells "passt zu meiner
 * Flotte" at the transport's time (decision 128); without it the filter is the carrying rules.
 */
export function marketplaceRoutes(ctx: AppContext, freeVehicleFor?: FreeVehicleFilter) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    if (c.get('caller').organizationType !== 'T') throw forbidden();
    const query = readQuery(c, MarketplaceQuery);
    return c.json(
      await listMarketplacePage(
        requestOf(c, ctx),
        {
          page: query.page,
          perPage: query.per_page,
          from: query.from,
          to: query.to,
          transportClass: query.transportClass,
          zipCode: query.zipCode,
          fleet: query.fleet,
        },
        freeVehicleFor,
      ),
    );
  });
  return app;
}
