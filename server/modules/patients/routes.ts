/**
 * `/v1/patients`: the organisation's patients (PRODUCT.md §3, §7). Mounted behind requireUser
 * and the Idempotency-Key middleware; every read and write is logged (modules/audit): a write in
 * its own transaction, a read through the audit buffer before its answer is sent.
 */
import { Hono, type Context } from 'hono';
import type { Page } from '../../../src/contract/common';
import {
  PatientInput,
  PatientListQuery,
  PatientUpdate,
  type Patient,
} from '../../../src/contract/patient';
import type { AppContext, AppEnv } from '../../context';
import { patients } from '../../db/schema';
import { deleteOwned, findOwned, insertOwned, updateVersioned } from '../../db/tenant';
import { conflict } from '../../errors';
import { idParam, readJson, readQuery } from '../../http/validate';
import { auditActor, recordAccess, type AuditAction } from '../audit/audit-log';
import { discloseInError } from '../audit/error-disclosures';
import { checkBodyId, createdOrThrow } from '../master-data/record-rules';
import { listPatients } from './patient-list';
import { patientColumns, presentPatient } from './patient-record';

export function patientRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const audit = (c: Context<AppEnv>, action: AuditAction, entityIds: readonly string[]) => ({
    actor: auditActor(c),
    action,
    entity: 'patient' as const,
    entityIds,
    at: ctx.now(),
  });

  app.get('/', async (c) => {
    const query = readQuery(c, PatientListQuery);
    const { organizationId } = c.get('caller');
    const { rows, total } = await listPatients(c.get('db'), organizationId, {
      page: query.page,
      perPage: query.per_page,
      search: query.search,
      sort: query.sort,
    });
    await ctx.auditBuffer.append(
      audit(
        c,
        'list',
        rows.map((row) => row.id),
      ),
    );
    return c.json({ data: rows.map(presentPatient), total_rows: total } satisfies Page<Patient>);
  });

  app.post('/', async (c) => {
    const input = await readJson(c, PatientInput);
    const { organizationId, userId } = c.get('caller');
    const patient = await c.get('db').transaction(async (tx) => {
      const outcome = await insertOwned(tx, patients, organizationId, {
        ...(input.id ? { id: input.id } : {}),
        ...patientColumns(input),
        createdBy: userId,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      });
      const row = createdOrThrow(outcome, presentPatient, c.get('language'), (existing) =>
        discloseInError(c, audit(c, 'read', [existing.id])),
      );
      await recordAccess(tx, audit(c, 'create', [row.id]));
      return presentPatient(row);
    });
    return c.json(patient, 201);
  });

  app.get('/:id', async (c) => {
    const row = await findOwned(c.get('db'), patients, idParam(c), c.get('caller').organizationId);
    await ctx.auditBuffer.append(audit(c, 'read', [row.id]));
    return c.json(presentPatient(row));
  });

  app.put('/:id', async (c) => {
    const id = idParam(c);
    const input = await readJson(c, PatientUpdate);
    checkBodyId(input.id, id, c.get('language'));
    const { organizationId } = c.get('caller');
    const patient = await c.get('db').transaction(async (tx) => {
      const outcome = await updateVersioned(
        tx,
        patients,
        { id, organizationId, version: input.version },
        patientColumns(input),
        ctx.now(),
      );
      if ('stale' in outcome) {
        discloseInError(c, audit(c, 'read', [id]));
        throw conflict(presentPatient(outcome.stale));
      }
      await recordAccess(tx, audit(c, 'update', [id]));
      return presentPatient(outcome.updated);
    });
    return c.json(patient);
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    await c.get('db').transaction(async (tx) => {
      await deleteOwned(tx, patients, id, c.get('caller').organizationId);
      await recordAccess(tx, audit(c, 'delete', [id]));
    });
    return c.body(null, 204);
  });

  return app;
}
