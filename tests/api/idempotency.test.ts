/**
 * `Idempotency-Key` on the writes of patients and favorite addresses (PRODUCT.md §7, decision
 * 006): a replay answers the stored first answer and changes nothing, a key is bound to its
 * request and its user, concurrent duplicates run once, and old keys are cleaned up.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../src/contract/patient';
import { idempotencyKeys } from '../../server/db/schema';
import { cleanUp } from '../../server/maintenance';
import { ApiClient, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { favoriteAddressInput, idempotencyKey, patientInput } from './support/master-data';

let harness: Harness;
let client: ApiClient;
let userId: string;
beforeAll(async () => {
  harness = await startHarness();
  ({ client, userId } = await signedInUser(harness));
});
afterAll(() => harness.close());

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

async function countByLastName(as: ApiClient, lastName: string) {
  const response = await as.get(`/v1/patients?search=${encodeURIComponent(lastName)}`);
  return response.body.total_rows as number;
}

describe('idempotent creates', () => {
  it('answers a replay with the stored first answer and creates nothing', async () => {
    const key = idempotencyKey();
    const body = patientInput({ lastName: 'Replayfall' });
    const first = await client.post<Patient>('/v1/patients', body, withKey(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const replay = await client.post<Patient>('/v1/patients', body, withKey(key));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('content-type')).toMatch(/^application\/json/);
    expect(replay.body).toEqual(first.body);
    expect(await countByLastName(client, 'Replayfall')).toBe(1);
  });

  it('replays the first answer even after the record has changed since', async () => {
    const key = idempotencyKey();
    const body = patientInput({ lastName: 'Spaeteraenderung' });
    const first = await client.post<Patient>('/v1/patients', body, withKey(key));
    const changed = await client.put<Patient>(`/v1/patients/${first.body.id}`, {
      ...first.body,
      note: 'geändert',
    });
    expect(changed.body.version).toBe(2);

    const replay = await client.post<Patient>('/v1/patients', body, withKey(key));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const stored = await client.get<Patient>(`/v1/patients/${first.body.id}`);
    expect(stored.body).toEqual(changed.body);
  });

  it('is the same for another device of the same user', async () => {
    const key = idempotencyKey();
    const body = patientInput({ lastName: 'Zweitgeraet' });
    const first = await client.post('/v1/patients', body, withKey(key));
    const device = client.device();
    device.token = client.token;
    const replay = await device.post('/v1/patients', body, withKey(key));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});

describe('idempotent updates and deletes', () => {
  it('applies an update once; its replay is not a version conflict', async () => {
    const patient = (await client.post<Patient>('/v1/patients', patientInput())).body;
    const key = idempotencyKey();
    const body = { ...patient, note: 'einmal' };
    const first = await client.put<Patient>(`/v1/patients/${patient.id}`, body, withKey(key));
    expect(first.body.version).toBe(2);
    const replay = await client.put<Patient>(`/v1/patients/${patient.id}`, body, withKey(key));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await client.get(`/v1/patients/${patient.id}`)).body.version).toBe(2);
  });

  it('replays a delete as 204 instead of 404', async () => {
    const patient = (await client.post<Patient>('/v1/patients', patientInput())).body;
    const key = idempotencyKey();
    const first = await client.delete(`/v1/patients/${patient.id}`, withKey(key));
    expect(first.status).toBe(204);
    const replay = await client.delete(`/v1/patients/${patient.id}`, withKey(key));
    expect(replay.status).toBe(204);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await client.delete(`/v1/patients/${patient.id}`)).status).toBe(404);
  });

  it('works the same for favorite addresses', async () => {
    const key = idempotencyKey();
    const body = favoriteAddressInput({ name: `Praxis ${randomUUID()}` });
    const first = await client.post('/v1/favorite-addresses', body, withKey(key));
    const replay = await client.post('/v1/favorite-addresses', body, withKey(key));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const found = await client.get(
      `/v1/favorite-addresses?search=${encodeURIComponent(body.name)}`,
    );
    expect(found.body.total_rows).toBe(1);
  });
});

describe('keys bound to their request and user', () => {
  it('refuses the same key with another body or another route with 422/1423', async () => {
    const key = idempotencyKey();
    await client.post('/v1/patients', patientInput({ lastName: 'Erstanfrage' }), withKey(key));
    const otherBody = await client.post(
      '/v1/patients',
      patientInput({ lastName: 'Andere' }),
      withKey(key),
    );
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.code).toBe(1423);
    const otherRoute = await client.post(
      '/v1/favorite-addresses',
      patientInput({ lastName: 'Erstanfrage' }),
      withKey(key),
    );
    expect(otherRoute.body.code).toBe(1423);
    expect(await countByLastName(client, 'Andere')).toBe(0);
  });

  it('lets another user use the same key independently', async () => {
    const key = idempotencyKey();
    const body = patientInput({ lastName: 'Gleicherschluessel' });
    const mine = await client.post('/v1/patients', body, withKey(key));
    const { client: other } = await signedInUser(harness);
    const theirs = await other.post('/v1/patients', body, withKey(key));
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await countByLastName(other, 'Gleicherschluessel')).toBe(1);
  });

  it('keeps no failed answer: a corrected request may reuse the key', async () => {
    const key = idempotencyKey();
    const refused = await client.post('/v1/patients', { lastName: 'Korrigiert' }, withKey(key));
    expect(refused.status).toBe(422);
    const corrected = await client.post(
      '/v1/patients',
      patientInput({ lastName: 'Korrigiert' }),
      withKey(key),
    );
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses malformed keys with 400/1400', async () => {
    for (const key of ['short', 'x'.repeat(201), 'mit leerzeichen drin']) {
      const response = await client.post('/v1/patients', patientInput(), withKey(key));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(1400);
    }
  });

  it('ignores the header on reads', async () => {
    const key = idempotencyKey();
    const first = await client.get('/v1/patients', withKey(key));
    const second = await client.get('/v1/patients', withKey(key));
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.status).toBe(first.status);
  });
});

describe('concurrent duplicates', () => {
  async function sendTogether(as: ApiClient, count: number) {
    const key = idempotencyKey();
    const lastName = `Gleichzeitig${randomUUID().slice(0, 8)}`;
    const body = patientInput({ lastName });
    const answers = await Promise.all(
      Array.from({ length: count }, () => as.post<Patient>('/v1/patients', body, withKey(key))),
    );
    return { answers, lastName };
  }

  function expectOneCreate(answers: Awaited<ReturnType<typeof sendTogether>>['answers']) {
    for (const answer of answers) expect(answer.status).toBe(201);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const fresh = answers.filter((a) => a.headers.get('idempotent-replayed') !== 'true');
    expect(fresh).toHaveLength(1);
  }

  it('creates exactly one record (in-process)', async () => {
    const { answers, lastName } = await sendTogether(client, 6);
    expectOneCreate(answers);
    expect(await countByLastName(client, lastName)).toBe(1);
  });

  it('creates exactly one record over HTTP', async () => {
    const http = await startHarness({ transport: 'http', database: harness.database });
    try {
      const viaHttp = new ApiClient(http);
      viaHttp.token = client.token;
      const { answers, lastName } = await sendTogether(viaHttp, 6);
      expectOneCreate(answers);
      expect(await countByLastName(client, lastName)).toBe(1);
    } finally {
      await http.close();
    }
  });
});

describe('clean-up of old keys', () => {
  it('removes keys older than eight days and keeps younger ones', async () => {
    const DAY = 86_400_000;
    const realNow = Date.now();
    const oldKey = idempotencyKey();
    const youngKey = idempotencyKey();
    const body = patientInput({ lastName: 'Altschluessel' });

    harness.clock.set(new Date(realNow - 9 * DAY));
    expect((await client.post('/v1/patients', body, withKey(oldKey))).status).toBe(201);
    harness.clock.set(new Date(realNow - 7 * DAY));
    expect((await client.post('/v1/patients', body, withKey(youngKey))).status).toBe(201);
    harness.clock.set(new Date(realNow));

    await cleanUp(harness.database.db, harness.clock.now());
    const stored = async (key: string) =>
      harness.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    expect(await stored(oldKey)).toHaveLength(0);
    expect(await stored(youngKey)).toHaveLength(1);

    const young = await client.post('/v1/patients', body, withKey(youngKey));
    expect(young.headers.get('idempotent-replayed')).toBe('true');
    // A forgotten key is a new request: the product's offline queue never waits eight days.
    const old = await client.post('/v1/patients', body, withKey(oldKey));
    expect(old.headers.get('idempotent-replayed')).toBeNull();
  });
});
