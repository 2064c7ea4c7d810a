/**
 * The idempotency middleware (server/http/idempotency.ts) on a small app of its own, for what no
 * route of the product does yet: an error answer returned rather than thrown, a key whose first
 * request has no answer yet, and the request's database handle after the transaction.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { idempotencyKeys } from '../../server/db/schema';
import type { Caller } from '../../server/caller';
import type { AppEnv } from '../../server/context';
import { createErrorHandler } from '../../server/http/error-handler';
import { idempotency } from '../../server/http/idempotency';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { idempotencyKey } from './support/master-data';

let harness: Harness;
let userId: string;
/** The handle each request held after the middleware was done with it. */
const handlesAfter: Db[] = [];
let app: Hono<AppEnv>;

beforeAll(async () => {
  harness = await startHarness();
  ({ userId } = await signedInUser(harness));
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('caller', { userId } as Caller);
    c.set('db', harness.ctx.database.db);
    await next();
    handlesAfter.push(c.get('db'));
  });
  app.use(idempotency(harness.ctx));
  // An answer of 422 returned, not thrown: the route's own validation in some handlers.
  app.post('/returned-error', (c) => c.json({ code: 1422 }, 422));
  app.post('/created', (c) => c.json({ id: 'one' }, 201));
  app.onError(createErrorHandler(harness.ctx.log));
});
afterAll(() => harness.close());

const post = (path: string, key: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'idempotency-key': key, 'content-type': 'application/json' },
    body: '{"a":1}',
  });

const storedKey = async (key: string) =>
  (
    await harness.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];

describe('the idempotency middleware', () => {
  it('keeps no trace of an error answer that was returned rather than thrown', async () => {
    const key = idempotencyKey();
    const first = await post('/returned-error', key);
    expect(first.status).toBe(422);
    expect(await storedKey(key)).toBeUndefined();
    const again = await post('/returned-error', key);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('stores a success with its status and body, and replays it', async () => {
    const key = idempotencyKey();
    expect((await post('/created', key)).status).toBe(201);
    expect(await storedKey(key)).toMatchObject({ status: 201, body: '{"id":"one"}' });
    const replay = await post('/created', key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual({ id: 'one' });
  });

  it('answers 409 while the first request with the key has no answer yet', async () => {
    const key = idempotencyKey();
    // What another connection's request looks like while it runs: the key claimed, no answer.
    await harness.database.db.insert(idempotencyKeys).values({
      userId,
      key,
      requestHash: 'in flight',
      status: 0,
      body: '',
      createdAt: harness.ctx.now(),
    });
    const duplicate = await post('/created', key);
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { code: number }).code).toBe(1409);
  });

  it('hands the request back its root database handle once the transaction is over', async () => {
    handlesAfter.length = 0;
    await post('/created', idempotencyKey());
    await post('/returned-error', idempotencyKey());
    expect(handlesAfter).toHaveLength(2);
    for (const handle of handlesAfter) expect(handle).toBe(harness.ctx.database.db);
  });
});
