/**
 * `GET /v1/scorecards?from=&to=[&companyId=]` (issue 11): every signed-in user, each seeing what
 * the data scope gives its organisation. A bad period is a 422 naming each offending field (the
 * page shows it at the period), not the 400 of an unknown list filter.
 */
import { Hono } from 'hono';
import { ScorecardQuery } from '../../../src/contract/scorecard';
import type { AppEnv } from '../../context';
import { parse } from '../../http/validate';
import { readScorecard } from './scorecard-service';

export function scorecardRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = parse(c, ScorecardQuery, c.req.query());
    return c.json(await readScorecard(c.get('scope'), query));
  });
  return app;
}
