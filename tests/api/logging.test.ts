/**
 * The server log of real requests through the real logger (pino, JSON lines): a request id on
 * every line, in the answer header and in a 500's body; one access line per request with the
 * route pattern; and — the finding of issue 14 — no patient value and no credential in the log of
 * a request that fails in the database, even when PostgreSQL's own error quotes the values.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../src/contract/patient';
import { createLogger } from '../../server/logger';
import { ApiClient, PASSWORD, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { patientInput } from './support/master-data';

type Line = Record<string, unknown> & { msg: string; level: string; requestId?: string };

let output = '';
const lines = (): Line[] =>
  output
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
const log = createLogger('debug', {
  destination: { write: (line: string) => void (output += line) },
});

let harness: Harness;
let proxied: Harness;
let client: ApiClient;
let identity: { userId: string; organizationId: string };
/** Unique per run, so the trigger below fires for this file's requests only (PostgreSQL is shared). */
const probe = `Protokollprobe${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  harness = await startHarness({ log });
  proxied = await startHarness({ log, trustProxy: true, database: harness.database });
  const signedIn = await signedInUser(harness);
  client = signedIn.client;
  identity = { userId: signedIn.user.id, organizationId: signedIn.user.organization.id };
  // A database failure whose message and detail quote the row's values, as PostgreSQL's own
  // errors do ('Failing row contains (…)', 'value "…" is out of range', …).
  for (const statement of [
    `create or replace function log_probe_fail() returns trigger language plpgsql as $$
     begin
       raise exception 'probe % % % %', new.first_name, new.last_name, new.birthday,
         new.health_insurance_number
         using detail = 'Failing row contains (' || new.first_name || ', ' || new.last_name || ')';
     end $$`,
    'drop trigger if exists log_probe on patients',
    `create trigger log_probe before insert or update on patients for each row
     when (new.last_name like 'Protokollprobe%') execute function log_probe_fail()`,
  ]) {
    await harness.database.db.execute(sql.raw(statement));
  }
});
afterAll(async () => {
  await harness.database.db.execute(sql.raw('drop trigger if exists log_probe on patients'));
  await proxied.close();
  await harness.close();
});

describe('the log of a request that fails in the database', () => {
  const values = {
    firstName: 'Wilhelmine',
    lastName: probe,
    birthday: '1938-02-11',
    healthInsuranceNumber: 'A123456780',
    phoneNumber: '+49 30 98765432',
    insurer: { name: 'Versicherung Quellental', ik: '108310400' },
    note: 'Dialyse dienstags',
    particularities: 'Sauerstoffpflichtig',
    coPaymentExemptUntil: '2031-07-19',
    address: {
      street: 'Zwiebelgasse',
      houseNumber: '77b',
      floor: 'Hinterhaus',
      city: 'Quedlinburg',
      zipCode: '06484',
      country: 'DE',
      note: 'Hund im Hof',
    },
  };
  const secrets = [
    values.firstName,
    probe,
    values.birthday,
    values.healthInsuranceNumber,
    values.phoneNumber,
    values.insurer.name,
    values.insurer.ik,
    values.note,
    values.particularities,
    values.coPaymentExemptUntil,
    values.address.street,
    values.address.floor,
    values.address.city,
    values.address.zipCode,
    values.address.note,
  ];

  it('answers 500 with the request id, and the log holds ids and codes but no value', async () => {
    output = '';
    const created = await client.post('/v1/patients', patientInput(values));
    expect(created.status).toBe(500);
    const requestId = created.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body).toEqual({
      code: 1500,
      message: 'Ein interner Fehler ist aufgetreten.',
      requestId,
    });

    const ofRequest = lines().filter((line) => line.requestId === requestId);
    const failure = ofRequest.find((line) => line.msg === '[http] request failed')!;
    expect(failure.level).toBe('error');
    // The SQL with placeholders and PostgreSQL's SQLSTATE (P0001: raise_exception) remain.
    expect(failure.err).toMatchObject({
      message: 'query failed',
      query: expect.stringMatching(/^insert into "patients" .* values \(default, \$1, \$2/),
      cause: { sqlState: 'P0001', routine: 'exec_stmt_raise' },
    });
    const access = ofRequest.find((line) => line.msg === 'request')!;
    expect(access).toMatchObject({
      level: 'warn',
      method: 'POST',
      route: '/v1/patients',
      status: 500,
      ...identity,
    });
    expect(access.durationMs).toEqual(expect.any(Number));

    for (const secret of secrets) expect(output, secret).not.toContain(secret);
  });

  it('keeps the values out of the log of a failing update too', async () => {
    const patient = (await client.post<Patient>('/v1/patients', patientInput())).body;
    output = '';
    const updated = await client.put(`/v1/patients/${patient.id}`, {
      ...patientInput(values),
      version: patient.version,
    });
    expect(updated.status).toBe(500);
    const access = lines().find((line) => line.msg === 'request')!;
    expect(access.route).toBe('/v1/patients/:id');
    expect(output).toContain('"sqlState":"P0001"');
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
  });
});

describe('request ids and access lines', () => {
  it('logs one access line per request, with the route pattern rather than the path', async () => {
    output = '';
    const id = randomUUID();
    const missing = await client.get(`/v1/patients/${id}`);
    expect(missing.status).toBe(404);
    const access = lines().filter((line) => line.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/v1/patients/:id',
      status: 404,
      requestId: missing.headers.get('x-request-id'),
      ...identity,
    });
    expect(output).not.toContain(id);
  });

  it('never logs the password of a login or the search of a list', async () => {
    output = '';
    const anonymous = new ApiClient(harness);
    await anonymous.post('/v1/auth/login', { email: 'x@example.org', password: PASSWORD });
    await client.get(`/v1/patients?search=${encodeURIComponent('Wilhelmine')}`);
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain('Wilhelmine');
    expect(lines().map((line) => [line.route, line.status])).toEqual([
      ['/v1/auth/login', 401],
      ['/v1/patients', 200],
    ]);
  });

  it("takes the proxy's X-Request-Id only behind a trusted proxy", async () => {
    const trusted = await proxied.fetch('/v1/config', { headers: { 'x-request-id': 'lb-4711' } });
    expect(trusted.headers.get('x-request-id')).toBe('lb-4711');
    const direct = await harness.fetch('/v1/config', { headers: { 'x-request-id': 'lb-4711' } });
    expect(direct.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A forwarded id that could smuggle text into log lines is replaced.
    const odd = await proxied.fetch('/v1/config', {
      headers: { 'x-request-id': 'a b "c"\twith spaces' },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the request id on every kind of answer, health checks logged at debug', async () => {
    output = '';
    for (const path of ['/healthz', '/v1/nothing-here', '/no-such-page']) {
      const response = await harness.fetch(path);
      expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(lines().map((line) => [line.level, line.route, line.status])).toEqual([
      ['debug', '/healthz', 200],
      ['info', '/v1/*', 404],
      ['info', '/*', 404],
    ]);
  });
});
