/**
 * The dispatch board with a 40-vehicle fleet and 300 accepted transports of one day (issue 30):
 * the server's day (`readBoard`: the fleet, the crews of the day, the transports with their
 * travel-time estimates) on PGlite in this process, and the board's layout in the browser's code
 * (`layOutBoard`: rows, tray, the carrying rules and timeline conflicts of every block). Figures,
 * not assertions: p50 and p99 of RUNS rounds each, after a warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInGermany } from '../../src/contract/dates';
import { layOutBoard } from '../../src/features/dispatch/board-layout';
import { openPglite } from '../../server/db/client';
import { patients, teams, vehicles } from '../../server/db/schema';
import { openScope } from '../../server/db/scope';
import { seededRandom } from '../../server/demo/demo-context';
import { insertTransports, transportRows } from '../../server/demo/transport-rows';
import { snapshotOf } from '../../server/demo/transports';
import { readBoard } from '../../server/modules/dispatch/board-service';
import { benchOrganization, insertPatients } from './bench-data';

const VEHICLES = 40;
const TRANSPORTS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const KINDS = ['KTW', 'KTW', 'KTW', 'BTW', 'TAXI'] as const;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

async function timed(run: () => unknown): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 3; warm++) await run();
  const times: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

export async function dispatchBoardBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kt-bench-dispatch-'));
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    await database.migrate();
    const db = database.db;
    const company = await benchOrganization(db, 'company', 'T');
    const ward = await benchOrganization(db, 'ward');
    await insertPatients(db, ward.organizationId, 500);
    const crewRows = await db
      .insert(teams)
      .values(
        Array.from({ length: VEHICLES }, (_, index) => ({
          organizationId: company.organizationId,
          name: `Besatzung ${index + 1}`,
          crew: true,
        })),
      )
      .returning({ id: teams.id });
    const fleet = await db
      .insert(vehicles)
      .values(
        crewRows.map((crew, index) => {
          const kind = KINDS[index % KINDS.length]!;
          const ambulance = kind.startsWith('KTW');
          return {
            organizationId: company.organizationId,
            callSign: `RK ${Math.floor(index / 10) + 1}/83-${index + 1}`,
            kind,
            seats: ambulance ? 2 : 4,
            wheelchairPlaces: kind === 'BTW' ? 2 : 0,
            carryingChair: ambulance,
            stretcher: ambulance,
            equipment: ambulance ? (['oxygen', 'suction'] as const).slice() : [],
            infectionAllowed: ambulance,
            disinfectionMinutes: ambulance ? 30 : 0,
            inService: index % 13 !== 0,
            usualCrewTeamId: crew.id,
          };
        }),
      )
      .returning({ id: vehicles.id });
    // One day's accepted transports, 06:00–20:00 in Germany, most of them with a crew.
    const day = todayInGermany();
    const stored = await db.select().from(patients);
    const random = seededRandom('bench:dispatch');
    const rows = transportRows(
      random,
      {
        ordererId: ward.organizationId,
        companyId: company.organizationId,
        patients: stored.map((patient) => ({ id: patient.id, snapshot: snapshotOf(patient) })),
        departments: [],
        crews: crewRows.map((crew) => crew.id),
        days: 1,
        now: new Date(),
      },
      TRANSPORTS,
    ).slice(0, TRANSPORTS);
    const morning = Date.parse(`${day}T06:00:00+01:00`);
    rows.forEach((row, index) => {
      row.status = 'assigned';
      row.assignedCompanyId = company.organizationId;
      row.pickupAt = new Date(morning + Math.floor((index / TRANSPORTS) * 14 * 60) * 60_000);
      row.outboundTransportId = null;
      // Three in four handed to a crew (so on its vehicle), the rest in the tray.
      row.crewTeamId = index % 4 === 0 ? null : crewRows[index % crewRows.length]!.id;
    });
    await insertTransports(db, rows, Number(day.slice(0, 4)));
    const scope = openScope(
      {
        userId: company.userId,
        sessionId: '',
        organizationId: company.organizationId,
        organizationType: 'T',
        role: 'admin',
        language: 'de',
      },
      () => db,
    );
    const board = await readBoard(scope, day);
    const server = await timed(() => readBoard(scope, day));
    const client = await timed(() => layOutBoard(board));
    const layout = layOutBoard(board);
    const blocks = layout.rows.reduce((sum, row) => sum + row.blocks.length, 0);
    const bytes = Buffer.byteLength(JSON.stringify(board));
    console.log(
      `${fleet.length} vehicles, ${board.transports.length} transports (${blocks} on vehicles, ${layout.tray.length} in the tray), answer ${(bytes / 1024).toFixed(0)} KiB`,
    );
    console.log(`| measurement | p50 ms | p99 ms | goal |`);
    console.log(`|---|---|---|---|`);
    console.log(
      `| server: readBoard (PGlite, in process) | ${server.p50.toFixed(1)} | ${server.p99.toFixed(1)} | < 300 |`,
    );
    console.log(
      `| client: layOutBoard (rules + conflicts) | ${client.p50.toFixed(2)} | ${client.p99.toFixed(2)} | < 16 (a frame) |`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
