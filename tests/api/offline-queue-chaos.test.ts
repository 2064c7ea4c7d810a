/**
 * The offline queue under a randomised, seeded run (issue 14): patients created, edited and
 * deleted offline, replays cut short by reloads and service-worker updates, server restarts
 * mid-replay, lost answers and busy answers. Afterwards the server holds exactly the intended
 * records, each once, with every edit applied once and in the order it was made.
 *
 * Not a browser run: the queue is the real one (IndexedDB through fake-indexeddb, encrypted as
 * in the app) and so are the replay module and the server (in-process, on PGlite or
 * PostgreSQL); the network between them is a fake that the seed steers. A reload or a worker
 * update ends the replay in the middle, as a page or worker that goes away does; what survives
 * is what survives in the browser, the outbox in IndexedDB.
 *
 * OFFLINE_QUEUE_SEEDS=1,2,3 repeats a run (or explores others).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientWrites } from '../../src/features/patients/api/patient-writes';
import type { PatientData } from '../../src/contract/patient';
import { db } from '../../src/lib/local-db';
import { addOutboxEntry } from '../../src/lib/local-outbox';
import { outcomeOfAnswer } from '../../src/lib/offline-writes/outcome';
import { listQueuedEntries } from '../../src/lib/offline-writes/queued-entries';
import {
  scopeOf,
  type QueuedWrite,
  type WriteOutcome,
} from '../../src/lib/offline-writes/queued-write';
import { replayOutbox, type SendWrite } from '../../src/lib/offline-writes/replay';
import type { Database } from '../../server/db/client';
import { ApiClient, signedInUser } from './support/client';
import { openTestDatabase, startHarness, type Harness } from './support/harness';
import { patientInput } from './support/master-data';

const SEEDS = (process.env.OFFLINE_QUEUE_SEEDS ?? '14,2026,31337').split(',').map(Number);
const STEPS = 60;

/** mulberry32: a small PRNG whose sequence depends on the seed alone. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the user meant: each patient's last data and how many edits it had, or deleted. */
type Intended = { data: PatientData; version: number; deleted: boolean };

type Fault =
  | 'none'
  | 'offline' // never sent
  | 'busy' // the server answered 503 without doing anything
  | 'lost-answer' // the server did it; the answer never arrived
  | 'reload' // the page went away after sending, before the answer
  | 'worker-update' // the worker replaying was replaced before sending
  | 'restart'; // the server restarted before the request reached it

/** Which fault a bad send gets: each up to its cumulative share. */
const FAULT_SHARES: [Fault, number][] = [
  ['offline', 0.15],
  ['busy', 0.3],
  ['lost-answer', 0.6],
  ['reload', 0.75],
  ['worker-update', 0.87],
  ['restart', 1],
];

class ReplayInterrupted extends Error {}

let database: Database;
let server: Harness;
let client: ApiClient;
let userId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startHarness({ database });
  ({ client, userId } = await signedInUser(server));
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** A new app instance on the same database; the device keeps its session. */
async function restartServer(): Promise<void> {
  await server.close();
  server = await startHarness({ database });
  const next = new ApiClient(server);
  next.token = client.token;
  next.cookies = client.cookies;
  client = next;
}

/** The browser going away: the IndexedDB connection closes; the data stays. */
async function reload(): Promise<void> {
  db.close();
  await db.open();
}

async function queue(write: QueuedWrite): Promise<void> {
  await addOutboxEntry({
    userId,
    method: write.method,
    path: `/v1/${write.path}`,
    body: { write },
    scope: scopeOf(write),
    idempotencyKey: write.idempotencyKey,
  });
}

function chaosRun(seed: number) {
  const next = random(seed);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const intended = new Map<string, Intended>();
  const outcomes: WriteOutcome[] = [];
  const happened: Record<Fault, number> = {
    none: 0,
    offline: 0,
    busy: 0,
    'lost-answer': 0,
    reload: 0,
    'worker-update': 0,
    restart: 0,
  };
  let edits = 0;

  /** A seeded UUID (version 4 layout), so that a run is the same run every time. */
  const seededId = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = '8';
    const text = hex.join('');
    return [0, 8, 12, 16, 20, 32]
      .slice(1)
      .map((end, i, ends) => text.slice(i === 0 ? 0 : ends[i - 1], end))
      .join('-');
  };

  function edit(): QueuedWrite {
    edits += 1;
    const live = [...intended.entries()].filter(([, record]) => !record.deleted);
    const roll = next();
    // The form's data as the page queues it (patientInput's sample has no empty fields).
    const data = patientInput({
      firstName: pick(['Anna', 'Berta', 'Carla', 'Dora', 'Emil', 'Fritz']),
      lastName: `Chaos${seed}`,
      note: `Änderung ${edits}`,
    }) as PatientData;
    if (live.length === 0 || roll < 0.3) {
      const id = seededId();
      intended.set(id, { data, version: 1, deleted: false });
      return patientWrites.create(id, data);
    }
    const [id, record] = pick(live);
    if (roll < 0.85) {
      const write = patientWrites.update(id, data, record.version);
      intended.set(id, { data, version: record.version + 1, deleted: false });
      return write;
    }
    intended.set(id, { ...record, deleted: true });
    return patientWrites.delete(id);
  }

  /** The network between device and server, faulty with `badness` (0 = perfect). */
  const network =
    (badness: number): SendWrite =>
    async (write) => {
      const roll = next();
      const fault =
        roll < badness ? FAULT_SHARES.find(([, share]) => roll / badness < share)![0] : 'none';
      happened[fault] += 1;
      if (fault === 'offline') return { state: 'queued', reason: 'offline' };
      if (fault === 'busy') return { state: 'queued', reason: 'server' };
      if (fault === 'worker-update') throw new ReplayInterrupted(fault);
      if (fault === 'restart') await restartServer();
      const answer = await client.request(write.method, `/v1/${write.path}`, {
        ...(write.body ? { json: write.body } : {}),
        headers: { 'idempotency-key': write.idempotencyKey },
      });
      if (fault === 'lost-answer') return { state: 'queued', reason: 'offline' };
      if (fault === 'reload') throw new ReplayInterrupted(fault);
      return outcomeOfAnswer(write, answer.status, answer.body);
    };

  async function replay(badness: number): Promise<void> {
    try {
      const report = await replayOutbox(userId, network(badness));
      outcomes.push(...report.results.map(({ outcome }) => outcome));
    } catch (error) {
      if (!(error instanceof ReplayInterrupted)) throw error;
      await reload();
    }
  }

  return { next, edit, replay, intended, outcomes, happened };
}

describe('the offline queue under a randomised run', () => {
  it.each(SEEDS)(
    'seed %i: the server ends with exactly the intended patients, each edit once and in order',
    async (seed) => {
      await db.outbox.clear();
      const run = chaosRun(seed);
      for (let step = 0; step < STEPS; step++) {
        if (run.next() < 0.6) await queue(run.edit());
        else await run.replay(0.5);
      }
      // The network comes back for good: the queue drains.
      for (let round = 0; round < 10 && (await listQueuedEntries(userId)).length > 0; round++) {
        await run.replay(0);
      }

      expect(await listQueuedEntries(userId)).toEqual([]);
      expect(run.outcomes.filter((outcome) => outcome.state === 'conflict')).toEqual([]);
      expect(run.outcomes.filter((outcome) => outcome.state === 'refused')).toEqual([]);
      // The run really went through the faults it is about.
      const { happened } = run;
      expect(happened['lost-answer'], 'lost answers').toBeGreaterThan(0);
      expect(happened.reload + happened['worker-update'], 'interrupted replays').toBeGreaterThan(0);
      expect(happened.restart, 'server restarts').toBeGreaterThan(0);

      const live = [...run.intended].filter(([, record]) => !record.deleted);
      for (const [id, record] of run.intended) {
        const stored = await client.get(`/v1/patients/${id}`);
        if (record.deleted) {
          expect(stored.status, `${id} deleted`).toBe(404);
          continue;
        }
        expect(stored.status, id).toBe(200);
        // Every edit applied exactly once raised the version by one; the last one is what stays.
        expect(stored.body, id).toMatchObject({
          id,
          version: record.version,
          firstName: record.data.firstName,
          note: record.data.note,
        });
      }
      const list = await client.get(`/v1/patients?search=Chaos${seed}`);
      expect(list.body.total_rows).toBe(live.length);
    },
  );
});
