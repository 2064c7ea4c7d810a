import { db } from '../local-db';
import { addOutboxEntry, updateOutboxEntry } from '../local-outbox';
import { outcomeOfAnswer } from './outcome';
import { listQueuedEntries } from './queued-entries';
import { scopeOf, type QueuedEnvelope, type QueuedWrite } from './queued-write';
import { countsOf, outcomeIn, REPLAY_LOCK, replayOutbox, savedIn, type SendWrite } from './replay';
import { discardWrite, resendWrite } from './resolve';
import { itemStep, itemWrites } from './testing/items';

const USER = 'user-1';

async function queue(...writes: QueuedWrite[]): Promise<void> {
  for (const write of writes) {
    await addOutboxEntry({
      userId: USER,
      method: write.method,
      path: `/v1/${write.path}`,
      body: { write } satisfies QueuedEnvelope,
      scope: scopeOf(write),
      idempotencyKey: write.idempotencyKey,
    });
  }
}

type Reply = { status: number; body?: unknown } | 'network';

/** A fake server behind a sender: answers each write in turn, recording what it was sent. */
function fakeServer(reply: (write: QueuedWrite) => Reply) {
  const sent: QueuedWrite[] = [];
  const send: SendWrite = async (write) => {
    sent.push(write);
    const answer = reply(write);
    if (answer === 'network') return { state: 'queued', reason: 'offline' };
    return outcomeOfAnswer(write, answer.status, answer.body ?? null);
  };
  return { send, sent };
}

const entries = () => listQueuedEntries(USER);
const conflict = (current: Record<string, unknown>) => ({
  status: 409,
  body: { code: 1409, message: 'conflict', current },
});

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('replayOutbox', () => {
  it('sends writes oldest first with their keys and forgets them once confirmed', async () => {
    const logged = vi.spyOn(console, 'error');
    const create = itemWrites.create('a', { name: 'A' });
    const update = itemWrites.update('a', { name: 'A2' }, 1);
    await queue(create, update);
    const server = fakeServer((write) => ({ status: 200, body: { echo: write.body } }));
    const report = await replayOutbox(USER, server.send);
    expect(server.sent.map((w) => `${w.method} ${w.path} ${w.idempotencyKey}`)).toEqual([
      `POST items ${create.idempotencyKey}`,
      `PUT items/a ${update.idempotencyKey}`,
    ]);
    // Without a page to tell, a confirmed write is no failure to log.
    expect(logged).not.toHaveBeenCalled();
    expect(report.results.map(({ outcome }) => outcome)).toEqual([
      { state: 'saved', body: { echo: { name: 'A', id: 'a' } } },
      { state: 'saved', body: { echo: { name: 'A2', id: 'a', version: 1 } } },
    ]);
    expect(await entries()).toEqual([]);
  });

  it('replays the writes of one record in the order they were made, commands with their tapped time', async () => {
    const tapped = ['2026-03-02T08:15:00.000Z', '2026-03-02T08:41:00.000Z'];
    await queue(
      itemStep('a', { status: 'en_route', at: tapped[0]! }),
      itemWrites.update('b', { name: 'B' }, 1),
      itemStep('a', { status: 'at_pickup', at: tapped[1]! }),
    );
    const server = fakeServer(() => ({ status: 200, body: {} }));
    await replayOutbox(USER, server.send);
    expect(server.sent.map((w) => [w.path, w.body])).toEqual([
      ['items/a/status', { status: 'en_route', at: tapped[0] }],
      ['items/b', { name: 'B', id: 'b', version: 1 }],
      ['items/a/status', { status: 'at_pickup', at: tapped[1] }],
    ]);
  });

  it('holds back a conflicting record but sends the others, keeping the server version', async () => {
    await queue(
      itemWrites.update('a', { name: 'Mine' }, 3),
      itemWrites.update('b', { name: 'B' }, 1),
      itemWrites.update('a', { name: 'Mine again' }, 4),
    );
    const server = fakeServer((write) =>
      write.recordId === 'a' ? conflict({ id: 'a', name: 'Theirs', version: 4 }) : { status: 200 },
    );
    const report = await replayOutbox(USER, server.send);
    expect(server.sent.map((w) => w.path)).toEqual(['items/a', 'items/b']);
    expect(countsOf(report)).toEqual({ waitingForUser: 1, queued: 1 });
    const [waiting, heldBack] = await entries();
    expect(waiting).toMatchObject({
      status: 'conflict',
      body: { outcome: { state: 'conflict', current: { name: 'Theirs', version: 4 } } },
    });
    expect(heldBack).toMatchObject({
      status: 'pending',
      body: { write: { body: { name: 'Mine again' } } },
    });
  });

  it('marks a refused write with the server error and keeps it; a refused step too', async () => {
    const error = { code: 1422, message: 'invalid', errors: { name: ['Bitte ausfüllen.'] } };
    const refusedStep = { code: 1410, message: 'not from this status' };
    await queue(
      itemWrites.create('a', { name: '' }),
      itemStep('b', { status: 'completed', at: '2026-03-02T09:00:00.000Z' }),
    );
    const server = fakeServer((write) =>
      write.recordId === 'a' ? { status: 422, body: error } : { status: 409, body: refusedStep },
    );
    const report = await replayOutbox(USER, server.send);
    expect(countsOf(report).waitingForUser).toBe(2);
    expect((await entries()).map((e) => [e.status, e.body?.outcome])).toEqual([
      ['failed', { state: 'refused', status: 422, error }],
      ['failed', { state: 'refused', status: 409, error: refusedStep }],
    ]);
  });

  it('stops at the first network failure and keeps everything pending', async () => {
    await queue(itemWrites.create('a', { name: 'A' }), itemWrites.create('b', { name: 'B' }));
    const server = fakeServer(() => 'network');
    const report = await replayOutbox(USER, server.send);
    expect(server.sent).toHaveLength(1);
    expect(report.results.map(({ outcome }) => outcome)).toEqual([
      { state: 'queued', reason: 'offline' },
      { state: 'queued', reason: 'offline' },
    ]);
    expect((await entries()).map((e) => [e.status, e.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);
  });

  it('stops when the session has ended and keeps the writes for the next sign-in', async () => {
    await queue(itemWrites.create('a', { name: 'A' }), itemWrites.create('b', { name: 'B' }));
    const server = fakeServer(() => ({ status: 401, body: { code: 1002, message: 'ended' } }));
    const report = await replayOutbox(USER, server.send);
    expect(server.sent).toHaveLength(1);
    expect(report.results.every(({ outcome }) => outcome.state === 'queued')).toBe(true);
    expect(await entries()).toHaveLength(2);
  });

  it('counts a delete of something already gone, and a create that already exists, as done', async () => {
    await queue(itemWrites.delete('gone'), itemWrites.create('exists', { name: 'E' }));
    const server = fakeServer((write) =>
      write.method === 'DELETE'
        ? { status: 404, body: { code: 1404, message: 'not found' } }
        : conflict({ id: 'exists', version: 1 }),
    );
    const report = await replayOutbox(USER, server.send);
    expect(savedIn(report).map((w) => w.recordId)).toEqual(['gone', 'exists']);
    expect(await entries()).toEqual([]);
  });

  it('retries server errors later without holding back other records', async () => {
    await queue(itemWrites.create('a', { name: 'A' }), itemWrites.create('b', { name: 'B' }));
    const server = fakeServer((write) =>
      write.recordId === 'a' ? { status: 503 } : { status: 201 },
    );
    const report = await replayOutbox(USER, server.send);
    expect(report.results.map(({ outcome }) => outcome.state)).toEqual(['queued', 'saved']);
    expect((await entries()).map((e) => [e.body?.write.recordId, e.status])).toEqual([
      ['a', 'pending'],
    ]);
  });

  it('puts a confirmed answer where the page wants it before the write leaves the queue', async () => {
    await queue(itemWrites.update('a', { name: 'A2' }, 1));
    const queuedWhenConfirmed: number[] = [];
    await replayOutbox(
      USER,
      fakeServer(() => ({ status: 200, body: { id: 'a', version: 2 } })).send,
      { confirmed: async () => void queuedWhenConfirmed.push((await entries()).length) },
    );
    expect(queuedWhenConfirmed).toEqual([1]);
  });

  it('keeps entries it cannot read, and the later writes of their record', async () => {
    await queue(itemWrites.update('a', { name: 'A' }, 1), itemWrites.update('a', { name: 'B' }, 2));
    const [first] = await db.outbox.toArray();
    await db.outbox.update(first!.seq, { idempotencyKey: 'moved' });
    const server = fakeServer(() => ({ status: 200 }));
    const report = await replayOutbox(USER, server.send);
    expect(server.sent).toEqual([]);
    expect(report.unreadable).toBe(1);
    expect(await entries()).toHaveLength(2);
  });
});

describe('resolving', () => {
  it('sends "mine" again on top of the server version and rebases later writes', async () => {
    await queue(
      itemWrites.update('a', { name: 'Mine' }, 3),
      itemWrites.update('a', { name: 'Later' }, 4),
    );
    await replayOutbox(USER, fakeServer(() => conflict({ id: 'a', version: 7 })).send);
    const [waiting] = await entries();
    await resendWrite(await entries(), waiting!);
    const [resent, later] = await entries();
    expect(resent).toMatchObject({
      status: 'pending',
      body: { write: { body: { name: 'Mine', version: 7 } } },
    });
    expect(resent!.body?.outcome).toBeUndefined();
    expect(later).toMatchObject({ body: { write: { body: { name: 'Later', version: 8 } } } });
    expect(resent!.idempotencyKey).toBe(waiting!.idempotencyKey);
  });

  it("discarding a refused create takes the record's later writes along, and nothing else", async () => {
    await queue(
      itemWrites.create('a', { name: '' }),
      itemWrites.update('a', { name: 'A' }, 1),
      itemWrites.create('b', { name: 'B' }),
    );
    await replayOutbox(
      USER,
      fakeServer((write) =>
        write.recordId === 'a' ? { status: 422, body: { code: 1422, message: 'x' } } : 'network',
      ).send,
    );
    const all = await entries();
    await discardWrite(
      all,
      all.find((e) => e.status === 'failed')!,
    );
    expect((await entries()).map((e) => e.body?.write.recordId)).toEqual(['b']);
  });
});

describe('a replay meeting what earlier ones left', () => {
  it('reports entries already waiting for the user as they are, and holds back their record', async () => {
    await queue(
      itemWrites.update('a', { name: 'Mine' }, 3),
      itemWrites.update('a', { name: 'Later' }, 4),
      itemWrites.create('b', { name: 'B' }),
    );
    await replayOutbox(
      USER,
      fakeServer((write) =>
        write.recordId === 'a' ? conflict({ id: 'a', name: 'Theirs', version: 9 }) : 'network',
      ).send,
    );
    // The next replay (the network is back): the conflict still waits for the user.
    const server = fakeServer(() => ({ status: 201, body: { id: 'b' } }));
    const report = await replayOutbox(USER, server.send);
    expect(server.sent.map((w) => w.recordId)).toEqual(['b']);
    expect(report.results.map(({ write, outcome }) => [write.body, outcome])).toEqual([
      [
        { name: 'Mine', id: 'a', version: 3 },
        { state: 'conflict', current: { id: 'a', name: 'Theirs', version: 9 } },
      ],
      [
        { name: 'Later', id: 'a', version: 4 },
        { state: 'queued', reason: 'held-back' },
      ],
      [
        { name: 'B', id: 'b' },
        { state: 'saved', body: { id: 'b' } },
      ],
    ]);
    expect(countsOf(report)).toEqual({ waitingForUser: 1, queued: 1 });
    expect((await entries()).map((e) => [e.status, e.attempts])).toEqual([
      ['conflict', 1],
      ['pending', 0],
    ]);
  });

  it('holds back an entry marked failed without a stored outcome (an older version of the app)', async () => {
    await queue(itemWrites.update('a', { name: 'A' }, 1), itemWrites.update('b', { name: 'B' }, 1));
    const [first] = await db.outbox.toArray();
    await updateOutboxEntry(first!.seq, { status: 'failed' });
    const server = fakeServer(() => ({ status: 200, body: {} }));
    const report = await replayOutbox(USER, server.send);
    expect(server.sent.map((w) => w.recordId)).toEqual(['b']);
    expect(outcomeIn(report, report.results[0]!.write.idempotencyKey)).toEqual({
      state: 'queued',
      reason: 'held-back',
    });
  });

  it('counts an unreadable entry as waiting for the user and holds back its record', async () => {
    await queue(itemWrites.update('a', { name: 'A' }, 1), itemWrites.update('a', { name: 'B' }, 2));
    const [first] = await db.outbox.toArray();
    await db.outbox.update(first!.seq, { idempotencyKey: 'moved' });
    const report = await replayOutbox(USER, fakeServer(() => ({ status: 200 })).send);
    expect(report.results.map(({ outcome }) => outcome)).toEqual([
      { state: 'queued', reason: 'held-back' },
    ]);
    expect(countsOf(report)).toEqual({ waitingForUser: 1, queued: 1 });
  });
});

describe('what a replay notes on the entries it keeps', () => {
  it('the attempt, and why: the server, its refusal, a conflict', async () => {
    await queue(
      itemWrites.create('a', { name: 'A' }),
      itemWrites.create('b', { name: '' }),
      itemWrites.update('c', { name: 'C' }, 1),
    );
    const replies: Record<string, Reply> = {
      a: { status: 503 },
      b: { status: 422, body: { code: 1422, message: 'invalid' } },
      c: conflict({ id: 'c', version: 2 }),
    };
    const report = await replayOutbox(USER, fakeServer((write) => replies[write.recordId]!).send);
    expect(countsOf(report)).toEqual({ waitingForUser: 2, queued: 1 });
    expect((await entries()).map((e) => [e.status, e.attempts, e.lastError])).toEqual([
      ['pending', 1, 'server'],
      ['failed', 1, 'HTTP 422'],
      ['conflict', 1, 'conflict'],
    ]);
    // A second replay counts on.
    await replayOutbox(USER, fakeServer((write) => replies[write.recordId]!).send);
    expect((await entries()).map((e) => e.attempts)).toEqual([2, 1, 1]);
  });

  it('after the session ended, the writes that follow wait as signed out', async () => {
    await queue(itemWrites.create('a', { name: 'A' }), itemWrites.create('b', { name: 'B' }));
    const server = fakeServer(() => ({ status: 401, body: { code: 1002, message: 'ended' } }));
    const report = await replayOutbox(USER, server.send);
    expect(report.results.map(({ outcome }) => outcome)).toEqual([
      { state: 'queued', reason: 'signed-out' },
      { state: 'queued', reason: 'signed-out' },
    ]);
    expect((await entries()).map((e) => [e.attempts, e.lastError])).toEqual([
      [1, 'signed-out'],
      [0, undefined],
    ]);
  });
});

describe('outcomeIn', () => {
  it('finds the outcome of one write by its key, and nothing for a write the replay did not see', async () => {
    const saved = itemWrites.create('a', { name: 'A' });
    const failing = itemWrites.create('b', { name: 'B' });
    await queue(saved, failing);
    const report = await replayOutbox(
      USER,
      fakeServer((write) =>
        write.recordId === 'a' ? { status: 201, body: { id: 'a' } } : { status: 500 },
      ).send,
    );
    expect(outcomeIn(report, saved.idempotencyKey)).toEqual({ state: 'saved', body: { id: 'a' } });
    expect(outcomeIn(report, failing.idempotencyKey)).toEqual({
      state: 'queued',
      reason: 'server',
    });
    expect(outcomeIn(report, 'never-queued')).toBeUndefined();
    expect(savedIn(report)).toEqual([saved]);
  });
});

describe('a confirmed write the page cannot apply', () => {
  it('is logged and still leaves the queue: the server has it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await queue(itemWrites.update('a', { name: 'A2' }, 1));
    const failure = new Error('cache full');
    const report = await replayOutbox(USER, fakeServer(() => ({ status: 200, body: {} })).send, {
      confirmed: () => {
        throw failure;
      },
    });
    expect(logged).toHaveBeenCalledWith('Applying a confirmed write failed', failure);
    expect(savedIn(report).map((w) => w.recordId)).toEqual(['a']);
    expect(await entries()).toEqual([]);
  });
});

describe('with Web Locks (browsers, the service worker)', () => {
  /** navigator.locks as browsers have it for one exclusive lock: callbacks run one after another. */
  function exclusiveLocks() {
    const requested: string[] = [];
    let tail: Promise<unknown> = Promise.resolve();
    const request = (name: string, callback: () => Promise<unknown>) => {
      requested.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => {});
      return run;
    };
    return { requested, locks: { request } };
  }

  it('replays under the one lock, so two replays at once send each write once', async () => {
    const { requested, locks } = exclusiveLocks();
    vi.stubGlobal('navigator', { locks });
    await queue(itemWrites.create('a', { name: 'A' }), itemWrites.create('b', { name: 'B' }));
    const server = fakeServer((write) => ({ status: 201, body: { id: write.recordId } }));
    const [page, worker] = await Promise.all([
      replayOutbox(USER, server.send),
      replayOutbox(USER, server.send),
    ]);
    expect(requested).toEqual([REPLAY_LOCK, REPLAY_LOCK]);
    expect(REPLAY_LOCK).toBe('krankentransport-outbox-replay');
    expect(server.sent.map((w) => w.recordId)).toEqual(['a', 'b']);
    expect(savedIn(page).map((w) => w.recordId)).toEqual(['a', 'b']);
    expect(worker).toEqual({ results: [], unreadable: 0 });
    expect(await entries()).toEqual([]);
  });
});
