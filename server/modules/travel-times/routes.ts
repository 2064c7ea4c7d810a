/**
 * `PUT /v1/transports/:id/position`, `GET /v1/transports/:id/arrival` and
 * `POST /v1/transports/:id/delays` (issue 29; decisions 101, 113), mounted
 * beside the transports' routes behind the same requireUser and Idempotency-Key middleware.
 */
import { Hono, type Context } from 'hono';
import { PositionInput } from '../../../src/contract/arrival';
import { DelayInput } from '../../../src/contract/delay';
import type { AppContext, AppEnv } from '../../context';
import { idParam, readJson } from '../../http/validate';
import type { TransportRequest } from '../transports';
import { readArrival, reportPosition } from './arrival-service';
import { reportDelay } from './delay-service';

export function arrivalRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const request = (c: Context<AppEnv>): TransportRequest => ({
    scope: c.get('scope'),
    language: c.get('language'),
    now: ctx.now(),
  });

  app.put('/:id/position', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, PositionInput);
    await reportPosition(request(c), id, input);
    return c.body(null, 204);
  });

  // 201 for a new report, 200 for one sent again with the same id (stored and told once).
  app.post('/:id/delays', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, DelayInput);
    const { created, report } = await reportDelay(request(c), id, input);
    return c.json(report, created ? 201 : 200);
  });

  app.get('/:id/arrival', async (c) => c.json(await readArrival(request(c), idParam(c))));

  return app;
}
