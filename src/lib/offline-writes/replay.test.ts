import { db } from '../local-db';
import { addOutboxEntry, listOutboxEntries } from '../local-outbox';
import { replayOutbox, type ReplayAuth } from './replay';
import { discardWrite, resendWrite } from './resolve';
import { scopeOf, type QueuedEnvelope, type QueuedWrite } from './types';
import type { QueuedEntry } from './use-outbox';

const USER = 'user-1';

const write = (
  recordId: string,
  operation: QueuedWrite['operation'],
  body?: Record<string, unknown>,
): QueuedWrite => ({
  resource: 'patients',
  operation,
  recordId,
  method: operation === 'create' ? 'POST' : operation === 'update' ? 'PUT' : 'DELETE',
  path: operation === 'create' ? 'patients' : `patients/${recordId}`,
  body,
  idempotencyKey: crypto.randomUUID(),
});

async function queue(...writes: QueuedWrite[]): Promise<void> {
  for (const w of writes) {
    await addOutboxEntry({
      userId: USER,
      method: w.method,
      path: `/v1/${w.path}`,
      body: { write: w } satisfies QueuedEnvelope,
      scope: scopeOf(w),
      idempotencyKey: w.idempotencyKey,
    });
  }
}

type Reply = { status: number; body?: unknown } | 'network';

/** A fake server: answers in turn from `replies`, recording each request. */
function fakeFetch(
  replies: (request: {
    method: string;
    url: string;
    body: unknown;
    key: string | null;
    auth: string | null;
  }) => Reply,
) {
  const requests: {
    method: string;
    url: string;
    body: unknown;
    key: string | null;
    auth: string | null;
  }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const request = {
      method: init.method!,
      url,
      body: init.body ? JSON.parse(init.body as string) : undefined,
      key: headers['Idempotency-Key'] ?? null,
      auth: headers.Authorization ?? null,
    };
    requests.push(request);
    const reply = replies(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

const auth: ReplayAuth = {
  accessToken: async () => 'token-1',
  refreshedAccessToken: async () => 'token-2',
};
const entries = async () => (await listOutboxEntries(USER)) as QueuedEntry[];

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('replayOutbox', () => {
  it('sends writes oldest first with their keys and forgets them once confirmed', async () => {
    await queue(
      write('a', 'create', { lastName: 'A' }),
      write('a', 'update', { lastName: 'A2', version: 1 }),
    );
    const server = fakeFetch((request) => ({
      status: request.method === 'POST' ? 201 : 200,
      body: { echo: request.body },
    }));
    const report = await replayOutbox(USER, auth, { language: 'de', fetch: server.fetch });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/patients',
      'PUT /v1/patients/a',
    ]);
    expect(server.requests.every((r) => r.key && r.auth === 'Bearer token-1')).toBe(true);
    expect(report.done.map((d) => d.body)).toEqual([
      { echo: { lastName: 'A' } },
      { echo: { lastName: 'A2', version: 1 } },
    ]);
    expect(report.remaining).toBe(0);
    expect(await entries()).toEqual([]);
  });

  it('holds back a conflicting record but sends the others, keeping the server version', async () => {
    await queue(
      write('a', 'update', { lastName: 'Mine', version: 3 }),
      write('b', 'update', { lastName: 'B', version: 1 }),
      write('a', 'update', { lastName: 'Mine again', version: 4 }),
    );
    const server = fakeFetch((request) =>
      request.url.endsWith('/a')
        ? {
            status: 409,
            body: {
              code: 1409,
              message: 'conflict',
              current: { id: 'a', lastName: 'Theirs', version: 4 },
            },
          }
        : { status: 200, body: {} },
    );
    const report = await replayOutbox(USER, auth, { language: 'de', fetch: server.fetch });
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/patients/a', '/v1/patients/b']);
    expect(report).toMatchObject({ needsAttention: 1, remaining: 2, offline: false });
    const [conflict, heldBack] = await entries();
    expect(conflict).toMatchObject({
      status: 'conflict',
      body: { current: { lastName: 'Theirs', version: 4 } },
    });
    expect(heldBack).toMatchObject({
      status: 'pending',
      body: { write: { body: { lastName: 'Mine again' } } },
    });
  });

  it('marks a refused write with the server error and keeps it', async () => {
    await queue(write('a', 'create', { lastName: '' }));
    const error = { code: 1422, message: 'invalid', errors: { lastName: ['Bitte ausfüllen.'] } };
    const server = fakeFetch(() => ({ status: 422, body: error }));
    const report = await replayOutbox(USER, auth, { language: 'de', fetch: server.fetch });
    expect(report.needsAttention).toBe(1);
    expect((await entries())[0]).toMatchObject({
      status: 'failed',
      body: { error: { ...error, status: 422 } },
    });
  });

  it('stops at the first network failure and keeps everything pending', async () => {
    await queue(write('a', 'create', { lastName: 'A' }), write('b', 'create', { lastName: 'B' }));
    const server = fakeFetch(() => 'network');
    const report = await replayOutbox(USER, auth, { language: 'de', fetch: server.fetch });
    expect(server.requests).toHaveLength(1);
    expect(report).toMatchObject({ offline: true, remaining: 2, needsAttention: 0 });
    expect((await entries()).map((e) => [e.status, e.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ]);
  });

  it('retries with a refreshed token after a 401, and reports an ended session', async () => {
    await queue(write('a', 'create', { lastName: 'A' }));
    const server = fakeFetch((request) =>
      request.auth === 'Bearer token-2'
        ? { status: 201, body: {} }
        : { status: 401, body: { code: 1003, message: 'expired' } },
    );
    expect(
      (await replayOutbox(USER, auth, { language: 'de', fetch: server.fetch })).done,
    ).toHaveLength(1);

    await queue(write('b', 'create', { lastName: 'B' }));
    const ended = await replayOutbox(
      USER,
      { ...auth, refreshedAccessToken: async () => null },
      {
        language: 'de',
        fetch: fakeFetch(() => ({ status: 401, body: { code: 0, message: 'no' } })).fetch,
      },
    );
    expect(ended).toMatchObject({ sessionEnded: true, remaining: 1 });
  });

  it('counts a delete of something already gone, and a create that already exists, as done', async () => {
    await queue(write('gone', 'delete'), write('exists', 'create', { lastName: 'E' }));
    const server = fakeFetch((request) =>
      request.method === 'DELETE'
        ? { status: 404, body: { code: 1404, message: 'not found' } }
        : {
            status: 409,
            body: { code: 1409, message: 'exists', current: { id: 'exists', version: 1 } },
          },
    );
    const report = await replayOutbox(USER, auth, { language: 'de', fetch: server.fetch });
    expect(report.done).toHaveLength(2);
    expect(await entries()).toEqual([]);
  });

  it('retries server errors later without holding back other records', async () => {
    await queue(write('a', 'create', { lastName: 'A' }), write('b', 'create', { lastName: 'B' }));
    const server = fakeFetch((request) =>
      (request.body as { lastName: string }).lastName === 'A'
        ? { status: 503 }
        : { status: 201, body: {} },
    );
    const report = await replayOutbox(USER, auth, { language: 'de', fetch: server.fetch });
    expect(report).toMatchObject({ offline: false, remaining: 1, needsAttention: 0 });
    expect(report.done.map((d) => d.write.recordId)).toEqual(['b']);
  });
});

describe('resolving', () => {
  it('sends "mine" again on top of the server version and rebases later writes', async () => {
    await queue(
      write('a', 'update', { lastName: 'Mine', version: 3 }),
      write('a', 'update', { lastName: 'Later', version: 4 }),
    );
    await replayOutbox(USER, auth, {
      language: 'de',
      fetch: fakeFetch(() => ({
        status: 409,
        body: { code: 1409, message: 'c', current: { id: 'a', version: 7 } },
      })).fetch,
    });
    const [conflict] = await entries();
    await resendWrite(await entries(), conflict!);
    const [resent, later] = await entries();
    expect(resent).toMatchObject({
      status: 'pending',
      body: { write: { body: { lastName: 'Mine', version: 7 } } },
    });
    expect(later).toMatchObject({ body: { write: { body: { lastName: 'Later', version: 8 } } } });
    expect(resent!.idempotencyKey).toBe(conflict!.idempotencyKey);
  });

  it("discarding a refused create takes the record's later writes along, and nothing else", async () => {
    await queue(
      write('a', 'create', { lastName: '' }),
      write('a', 'update', { lastName: 'A', version: 1 }),
      write('b', 'create', { lastName: 'B' }),
    );
    await replayOutbox(USER, auth, {
      language: 'de',
      fetch: fakeFetch((request) =>
        request.url === '/v1/patients' && (request.body as { lastName: string }).lastName === ''
          ? { status: 422, body: { code: 1422, message: 'x' } }
          : 'network',
      ).fetch,
    });
    const all = await entries();
    await discardWrite(
      all,
      all.find((e) => e.status === 'failed')!,
    );
    expect((await entries()).map((e) => e.body?.write.recordId)).toEqual(['b']);
  });
});
