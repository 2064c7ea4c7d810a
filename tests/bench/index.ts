/**
 * `npm run bench`: numbers, not assertions. On PGlite, and on PostgreSQL when TEST_DATABASE_URL
 * is set, with 5 000 patients in the measured organisation (and 10 000 of another beside them):
 * latency of the patient list and its searches, patient create throughput, and login latency
 * (argon2id). Requests go in-process through the real app (tests/api/support/harness), so the
 * numbers are the server's own work without network. Query plans of the searches are printed
 * from EXPLAIN to show which indexes serve them. The PostgreSQL test database is emptied first, as
 * the API suite does: do not run both at once.
 */
import { sql } from 'drizzle-orm';
import { openScope } from '../../server/db/scope';
import {
  patientPageQuery,
  type PatientListOptions,
} from '../../server/modules/patients/patient-list';
import resetTestDatabase from '../api/global-setup';
import { startHarness, type Harness } from '../api/support/harness';
import {
  BENCH_PASSWORD,
  benchOrganization,
  insertPatients,
  removeOrganization,
} from './bench-data';
import { measure, printTable, type Measurement } from './measure';

const PATIENTS = 5_000;
const REQUESTS = 200;

const LIST_CASES: [string, string][] = [
  ['list page 1', ''],
  ['list page 100 (offset 2475)', 'page=100'],
  ['list sorted by -birthday', 'sort=-birthday'],
  ['search "mei" (name prefix)', 'search=mei'],
  ['search "meier anna" (two words)', 'search=meier%20anna'],
  ['search "X12" (KVNR prefix)', 'search=X12'],
  ['search "potsdam" (city)', 'search=potsdam'],
];

const PLAN_CASES: [string, PatientListOptions][] = [
  ['default order', { page: 1, perPage: 25 }],
  ['search "mei"', { page: 1, perPage: 25, search: 'mei' }],
  ['search "meier anna"', { page: 1, perPage: 25, search: 'meier anna' }],
  ['search "X12"', { page: 1, perPage: 25, search: 'X12' }],
];

async function call(
  harness: Harness,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await harness.fetch(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const patientBody = (index: number) => ({
  firstName: 'Erika',
  lastName: `Mustermann${index}`,
  gender: 'woman',
  birthday: '1948-03-12',
  healthInsuranceNumber: 'X110411675',
  insurer: { name: 'Techniker Krankenkasse', ik: '101575519' },
  address: { street: 'Hauptstraße', houseNumber: '5', city: 'Berlin', zipCode: '10827' },
});

async function explain(harness: Harness, organizationId: string): Promise<string[]> {
  const db = harness.database.db;
  await db.execute(sql`analyze patients`);
  // The plans depend on the caller's organisation only.
  const caller = {
    userId: '',
    sessionId: '',
    organizationType: 'MD',
    role: 'admin',
    language: 'de',
  } as const;
  const scope = openScope({ ...caller, organizationId }, () => db);
  const lines: string[] = [];
  for (const [name, options] of PLAN_CASES) {
    const result = await db.execute(sql`explain ${patientPageQuery(scope, options)}`);
    const plan = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .filter((line) => /Scan|Sort|Limit|BitmapOr/.test(line))
      .map((line) => line.replace(/\s+\(cost=.*$/, ''));
    lines.push(`  ${name}:`, ...plan.map((line) => `    ${line}`));
  }
  return lines;
}

async function benchmark(
  kind: 'pglite' | 'postgres',
): Promise<{ rows: Measurement[]; plans: string[] }> {
  process.env.TEST_DB = kind;
  // Like the API suite: the test database starts empty (and on the current migrations).
  await resetTestDatabase();
  const harness = await startHarness();
  const db = harness.database.db;
  const rows: Measurement[] = [];
  const measured = await benchOrganization(db, 'measured');
  const neighbour = await benchOrganization(db, 'neighbour');
  try {
    await insertPatients(db, measured.organizationId, PATIENTS);
    await insertPatients(db, neighbour.organizationId, 2 * PATIENTS);
    const login = await call(harness, 'POST', '/v1/auth/login', undefined, {
      email: measured.email,
      password: BENCH_PASSWORD,
    });
    const token: string = login.access_token;

    for (const [name, query] of LIST_CASES) {
      await call(harness, 'GET', `/v1/patients?${query}`, token); // warm-up
      rows.push(
        await measure(kind, name, REQUESTS, () =>
          call(harness, 'GET', `/v1/patients?${query}`, token),
        ),
      );
    }
    rows.push(
      await measure(kind, 'create (one at a time)', REQUESTS, (i) =>
        call(harness, 'POST', '/v1/patients', token, patientBody(i)),
      ),
    );
    rows.push(
      await measure(
        kind,
        'create (8 concurrent)',
        REQUESTS,
        (i) => call(harness, 'POST', '/v1/patients', token, patientBody(1000 + i)),
        8,
      ),
    );
    rows.push(
      await measure(kind, 'login (argon2id verify)', 30, () =>
        call(harness, 'POST', '/v1/auth/login', undefined, {
          email: measured.email,
          password: BENCH_PASSWORD,
        }),
      ),
    );
    const plans = await explain(harness, measured.organizationId);
    return { rows, plans: [`${kind}: query plans of the patient list`, ...plans] };
  } finally {
    await removeOrganization(db, measured.organizationId);
    await removeOrganization(db, neighbour.organizationId);
    await harness.close();
  }
}

async function main() {
  const kinds: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL) kinds.push('postgres');
  else console.log('(TEST_DATABASE_URL not set: PostgreSQL skipped)');
  const results = [];
  for (const kind of kinds) {
    console.log(`measuring on ${kind} …`);
    results.push(await benchmark(kind));
  }
  console.log(
    `\n${PATIENTS} patients in the measured organisation, ${REQUESTS} requests per list row\n`,
  );
  printTable(results.flatMap((result) => result.rows));
  for (const result of results) console.log(`\n${result.plans.join('\n')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
