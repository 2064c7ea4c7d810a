/**
 * `/v1/patients`: the organisation's patients (PRODUCT.md §3, §7). Mounted behind requireUser
 * and the Idempotency-Key middleware; the service does the rest (patient-service.ts): a write is
 * logged in its own transaction, a read through the audit buffer before its answer is sent.
 */
import { Hono, type Context } from 'hono';
import { PatientInput, PatientListQuery, PatientUpdate } from '../../../src/contract/patient';
import type { AppContext, AppEnv } from '../../context';
import { idParam, readJson, readQuery } from '../../http/validate';
import { patientAccessLog } from './patient-access-log';
import {
  createPatient,
  deletePatient,
  listPatientPage,
  readPatient,
  updatePatient,
  type PatientRequest,
} from './patient-service';

export function patientRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const request = (c: Context<AppEnv>): PatientRequest => ({
    scope: c.get('scope'),
    log: patientAccessLog(c, ctx),
    language: c.get('language'),
    now: ctx.now(),
  });

  app.get('/', async (c) => {
    const query = readQuery(c, PatientListQuery);
    const page = await listPatientPage(request(c), {
      page: query.page,
      perPage: query.per_page,
      search: query.search,
      sort: query.sort,
    });
    return c.json(page);
  });

  app.post('/', async (c) => {
    const input = await readJson(c, PatientInput);
    return c.json(await createPatient(request(c), input), 201);
  });

  app.get('/:id', async (c) => c.json(await readPatient(request(c), idParam(c))));

  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, PatientUpdate);
    return c.json(await updatePatient(request(c), id, input));
  });

  app.delete('/:id', async (c) => {
    await deletePatient(request(c), idParam(c));
    return c.body(null, 204);
  });

  return app;
}
