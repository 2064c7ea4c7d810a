import { db } from '../local-db';
import { addOutboxEntry } from '../local-outbox';
import { outcomeOfAnswer } from './outcome';
import { listQueuedEntries } from './queued-entries';
import { scopeOf, type QueuedEnvelope, type QueuedWrite } from './queued-write';
import { countsOf, replayOutbox, savedIn, type SendWrite } from './replay';
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

describe('replayOutbox', () => {
  it('sends writes oldest first with their keys and forgets them once confirmed', async () => {
    const create = itemWrites.create('a', { name: 'A' });
    const update = itemWrites.update('a', { name: 'A2' }, 1);
    await queue(create, update);
    const server = fakeServer((write) => ({ status: 200, body: { echo: write.body } }));
    const report = await replayOutbox(USER, server.send);
    expect(server.sent.map((w) => `${w.method} ${w.path} ${w.idempotencyKey}`)).toEqual([
      `POST items ${create.idempotencyKey}`,
      `PUT items/a ${update.idempotencyKey}`,
    ]);
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
