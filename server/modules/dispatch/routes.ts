/**
 * `/v1/dispatch`: the board's day and the crews' shifts (issue 30). Any user of a transport
 * company dispatches; other organisations get 403. Mounted behind requireUser and the
 * Idempotency-Key middleware.
 */
import { Hono } from 'hono';
import { BoardQuery, ShiftsQuery } from '../../../src/contract/dispatch';
import { ShiftInput } from '../../../src/contract/shift-input';
import type { AppContext, AppEnv } from '../../context';
import { readJson, readQuery } from '../../http/validate';
import { companiesOnly } from '../vehicles';
import { readBoard } from './board-service';
import { readShifts, saveShift } from './shift-service';

export function dispatchRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/board', companiesOnly, async (c) => {
    const { day } = readQuery(c, BoardQuery);
    return c.json(await readBoard(c.get('scope'), day));
  });
  app.get('/shifts', companiesOnly, async (c) => {
    const { day } = readQuery(c, ShiftsQuery);
    return c.json(await readShifts(c.get('scope'), day));
  });
  app.put('/shifts', companiesOnly, async (c) => {
    const input = await readJson(c, ShiftInput);
    await saveShift(c.get('scope'), input, c.get('language'), ctx.now());
    return c.body(null, 204);
  });
  return app;
}
