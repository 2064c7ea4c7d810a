/**
 * One shape for an order (issue 26 §1, decision 117): every yes/no need of order.ts travels
 * through every way an order takes — a transport's create, read and edit, "Erneut ausschreiben",
 * and a series with the transports of its dates — without any of them naming the need.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachNeedFlag, NEED_FLAGS } from '../../src/contract/order';
import { todayInGermany, addDays } from '../../src/contract/dates';
import type { Transport } from '../../src/contract/transport-answer';
import { transports } from '../../server/db/schema';
import { startHarness, type Harness } from './support/harness';
import { newSeries } from './support/series';
import { orgOf, type Org } from './support/transport-parties';
import { hoursFrom, newTransport, transportInput } from './support/transports';

let harness: Harness;
let ward: Org;
beforeAll(async () => {
  harness = await startHarness();
  ward = await orgOf(harness, 'medical_facility');
});
afterAll(() => harness.close());

const now = () => harness.clock.now();
const flagsOf = (record: Record<string, unknown>) =>
  Object.fromEntries(NEED_FLAGS.map((flag) => [flag, record[flag]]));
const every = (value: boolean) => eachNeedFlag(() => value);

describe('the yes/no needs of an order', () => {
  it('are stored, read and changed with a transport, and go with its copy when put out again', async () => {
    const ordered = await newTransport(ward.client, now(), every(true));
    expect(flagsOf(ordered)).toEqual(every(true));
    const read = await ward.client.get<Transport>(`/v1/transports/${ordered.id}`);
    expect(flagsOf(read.body)).toEqual(every(true));

    const edited = await ward.client.put<Transport>(`/v1/transports/${ordered.id}`, {
      ...transportInput(ordered.patientId!, now(), every(false)),
      version: ordered.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(flagsOf(edited.body)).toEqual(every(false));

    const expired = await newTransport(ward.client, now(), every(true));
    await harness.database.db
      .update(transports)
      .set({ status: 'expired' })
      .where(eq(transports.id, expired.id));
    const copy = await ward.client.post<Transport>(`/v1/transports/${expired.id}/republish`, {
      pickupAt: hoursFrom(now(), 3),
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.id).not.toBe(expired.id);
    expect(flagsOf(copy.body)).toEqual(every(true));
  });

  it('are kept by a series and given to the transports of its dates', async () => {
    const series = await newSeries(ward.client, addDays(todayInGermany(now()), 1), every(true));
    expect(flagsOf(series)).toEqual(every(true));
    const dates = series.dates.filter((date) => date.transport);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      const transport = await ward.client.get<Transport>(`/v1/transports/${date.transport!.id}`);
      expect(flagsOf(transport.body)).toEqual(every(true));
    }
  });
});
