/**
 * A shift change reaches the crews' phones live (issue 30, decision 129), with the real pusher-js
 * against the embedded socket server: a new crew of the day or an early/late shift that moves no
 * job is `shifts.updated` on the company's channel, which every phone and board of the company
 * holds — not a minute later, when the phone would have asked again. Another company hears none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGermany } from '../../src/contract/dates';
import { organizationChannel, REALTIME_EVENTS } from '../../src/contract/realtime';
import type { Vehicle } from '../../src/contract/vehicle';
import { startHarness, type Harness } from './support/harness';
import { realtimeClient, type RealtimeClient } from './support/realtime-client';
import { colleagueOf, orgOf, teamOf, type Org } from './support/transport-parties';
import { vehicleBody } from './support/vehicle-routes';

let harness: Harness;
let company: Org;
let rival: Org;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  harness = await startHarness({ transport: 'http' });
  [company, rival] = await Promise.all([
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await harness.close();
});

/** The data of the next `event` on `channel`, or `'nothing'` after five seconds. */
const heard = (client: RealtimeClient, channel: string, event: string) =>
  Promise.race([
    client.next(channel, event),
    new Promise((resolve) => setTimeout(() => resolve('nothing'), 5_000)),
  ]);

describe('a shift change over realtime', () => {
  it('tells the company’s phones of a new crew and of an early shift that move no job', async () => {
    const crewPhone = await colleagueOf(harness, company);
    const channel = organizationChannel(company.organizationId);
    const theirs = organizationChannel(rival.organizationId);
    const phone = realtimeClient(harness, crewPhone.client);
    const other = realtimeClient(harness, rival.client);
    clients.push(phone, other);
    await Promise.all([phone.subscribe(channel), other.subscribe(theirs)]);

    const relief = await teamOf(harness, company, 'Springer');
    const created = await company.client.post<Vehicle>('/v1/vehicles', vehicleBody('RT 1'));
    expect(created.status).toBe(201);
    const day = todayInGermany();

    const told = heard(phone, channel, REALTIME_EVENTS.shiftsUpdated);
    const notTold = heard(other, theirs, REALTIME_EVENTS.shiftsUpdated);
    const put = await company.client.put('/v1/dispatch/shifts', {
      vehicleId: created.body.id,
      day,
      crewTeamId: relief,
    });
    expect(put.status).toBe(204);
    expect(await told).toEqual({ vehicleId: created.body.id, day });
    expect(await notTold).toBe('nothing');

    const toldAgain = heard(phone, channel, REALTIME_EVENTS.shiftsUpdated);
    const early = await company.client.put('/v1/dispatch/shifts', {
      vehicleId: created.body.id,
      day,
      part: 'early',
      crewTeamId: relief,
      startsAt: '05:00',
    });
    expect(early.status).toBe(204);
    expect(await toldAgain).toEqual({ vehicleId: created.body.id, day });
  });
});
