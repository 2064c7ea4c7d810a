/**
 * The crew's two phones (issue 25): both members tap the same step at once, or one phone's tap
 * queued offline arrives after the colleague's — the step is taken once, the other tap gets
 * 409/1410 with the transport as it now is and a message saying where it stands, and a replay of
 * the winning tap (same Idempotency-Key) is the stored first answer, never a second step.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportEvents } from '../../server/db/schema';
import type { ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { colleagueOf, orgOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';

let harness: Harness;
let ward: Org;
let company: Org;
/** The crew's second phone: another member of the company. */
let colleague: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  [ward, company] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
  ]);
  colleague = (await colleagueOf(harness, company)).client;
});
afterAll(() => harness.close());

const tap = (client: ApiClient, id: string, status: string, key: string, at?: string) =>
  client.post<{ status: string; code: number; message: string; current?: { status: string } }>(
    `/v1/transports/${id}/status`,
    { status, ...(at ? { at } : {}) },
    { headers: { 'Idempotency-Key': key } },
  );

const stepsTaken = async (id: string, action: string) =>
  (
    await harness.database.db
      .select()
      .from(transportEvents)
      .where(and(eq(transportEvents.transportId, id), eq(transportEvents.action, action)))
  ).length;

/** A ward's transport accepted by the company, the crew on its way (3). */
async function underWay() {
  const transport = await newTransport(ward.client, harness.clock.now());
  expect((await company.client.post(`/v1/transports/${transport.id}/accept`, {})).status).toBe(200);
  expect((await tap(company.client, transport.id, 'en_route', crypto.randomUUID())).status).toBe(
    200,
  );
  return transport;
}

describe('the step race between the crew’s two phones', () => {
  it('takes a step tapped on both phones at once once; the other phone hears where it stands', async () => {
    for (let round = 0; round < 4; round++) {
      const transport = await underWay();
      const [first, second] = await Promise.all([
        tap(company.client, transport.id, 'at_pickup', crypto.randomUUID()),
        tap(colleague, transport.id, 'at_pickup', crypto.randomUUID()),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refusal = first.status === 409 ? first : second;
      expect(refusal.body).toMatchObject({
        code: 1410,
        current: { id: transport.id, status: 'at_pickup' },
      });
      expect(refusal.body.message).toContain('Schon erledigt');
      expect(refusal.body.message).toContain('4 Am Abholort');
      expect(await stepsTaken(transport.id, 'at_pickup')).toBe(1);
    }
  });

  it('refuses a tap queued offline that arrives after the colleague went on, and replays the winner', async () => {
    const transport = await underWay();
    const tappedAt = harness.clock.now().toISOString();
    const key = crypto.randomUUID();
    // Phone A is online: 4 and 7 go through.
    expect((await tap(company.client, transport.id, 'at_pickup', key)).status).toBe(200);
    expect(
      (await tap(company.client, transport.id, 'in_transit', crypto.randomUUID())).status,
    ).toBe(200);
    // Phone B tapped 4 in a dead spot a moment earlier; its queue replays now.
    colleague.language = 'en';
    const late = await tap(colleague, transport.id, 'at_pickup', crypto.randomUUID(), tappedAt);
    colleague.language = 'de';
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 1410, current: { status: 'in_transit' } });
    expect(late.body.message).toContain('Already done');
    expect(late.body.message).toContain('7 Patient on board');
    // Phone A's own tap replayed (its answer was lost): the first answer, not a second step.
    const replayed = await tap(company.client, transport.id, 'at_pickup', key);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await stepsTaken(transport.id, 'at_pickup')).toBe(1);
  });

  it('says a step is not possible from a status before it, without claiming it was done', async () => {
    const transport = await newTransport(ward.client, harness.clock.now());
    await company.client.post(`/v1/transports/${transport.id}/accept`, {});
    const skipped = await tap(colleague, transport.id, 'in_transit', crypto.randomUUID());
    expect(skipped.status).toBe(409);
    expect(skipped.body).toMatchObject({ code: 1410, current: { status: 'assigned' } });
    expect(skipped.body.message).toContain('nicht möglich');
  });
});
