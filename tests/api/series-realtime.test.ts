/**
 * A series' own events refresh the screens over realtime (decision 052), with the real pusher-js
 * against the embedded socket server. A series ordered to start beyond the two-week horizon has
 * no dates yet, so no date's `transport.updated` speaks for it: the marketplaces hear that it
 * came, the ward's and the carrying company's channels that it was taken, the marketplaces that
 * it left, and the carrier that the rest was cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceChannel, organizationChannel } from '../../src/contract/realtime';
import type { TransportSeries } from '../../src/contract/transport-series-answer';
import { startHarness, type Harness } from './support/harness';
import { realtimeClient, type RealtimeClient } from './support/realtime-client';
import { seriesInput } from './support/series';
import { orgOf, serveArea, type Org } from './support/transport-parties';
import { newPatient } from './support/transports';

let harness: Harness;
let ward: Org;
let carrier: Org;
let other: Org;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  harness = await startHarness({ transport: 'http' });
  // Tuesday 20 October 2026; the series starts on Monday 30 November, beyond the horizon.
  harness.clock.set(new Date('2026-10-20T08:00:00Z'));
  [ward, carrier, other] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
  await serveArea(harness, other, ['101']);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await harness.close();
});

/** A socket of `org` listening on `channel`, subscribed before anything happens. */
async function listening(org: Org, channel: string): Promise<RealtimeClient> {
  const client = realtimeClient(harness, org.client);
  clients.push(client);
  await client.subscribe(channel);
  return client;
}

/** The data of the next `event` on `channel`, or `'nothing'` after five seconds. */
const heard = (client: RealtimeClient, channel: string, event: string) =>
  Promise.race([
    client.next(channel, event),
    new Promise((resolve) => setTimeout(() => resolve('nothing'), 5_000)),
  ]);

describe("a series' own events over realtime", () => {
  it('tell the marketplaces, the ward and the carrier of a series that has no dates yet', async () => {
    const wardOrg = organizationChannel(ward.organizationId);
    const carrierOrg = organizationChannel(carrier.organizationId);
    const market = marketplaceChannel(other.organizationId);
    const [wardSocket, carrierSocket, otherSocket] = await Promise.all([
      listening(ward, wardOrg),
      listening(carrier, carrierOrg),
      listening(other, market),
    ]);

    const cameOnto = heard(otherSocket, market, 'marketplace.updated');
    const patientId = await newPatient(ward.client);
    const ordered = await ward.client.post<TransportSeries>(
      '/v1/transport-series',
      seriesInput(patientId, '2026-11-30'),
    );
    expect(ordered.status).toBe(201);
    const seriesId = ordered.body.id;
    expect(ordered.body.dates.every((date) => date.transport === null)).toBe(true);
    expect(await cameOnto).toEqual({ seriesId });

    const wardHears = heard(wardSocket, wardOrg, 'series.updated');
    const carrierHears = heard(carrierSocket, carrierOrg, 'series.updated');
    const left = heard(otherSocket, market, 'marketplace.updated');
    const accepted = await carrier.client.post(`/v1/transport-series/${seriesId}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(await wardHears).toEqual({ seriesId, status: 'active' });
    expect(await carrierHears).toEqual({ seriesId, status: 'active' });
    expect(await left).toEqual({ seriesId });

    // Taken: the rest cancelled concerns the ward and the carrier, no marketplace any more.
    const carrierTold = heard(carrierSocket, carrierOrg, 'series.updated');
    const marketTold = heard(otherSocket, market, 'marketplace.updated');
    const cancelled = await ward.client.post(`/v1/transport-series/${seriesId}/cancel`, {
      reason: 'Dialyse beendet',
      fromDate: '2026-11-30',
    });
    expect(cancelled.status).toBe(200);
    expect(await carrierTold).toEqual({ seriesId, status: 'cancelled' });
    expect(await marketTold).toBe('nothing');
  });
});
