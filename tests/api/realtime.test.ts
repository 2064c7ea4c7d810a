/**
 * The embedded Pusher-protocol server (server/realtime) with the real pusher-js and the real
 * `pusher` SDK: connect, authorise, receive, refusals, ping/pong, the close codes pusher-js acts
 * on, the signed HTTP trigger API, and an event of one instance reaching a socket of another.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { organizationChannel, userChannel } from '../../src/contract/realtime';
import { attachRealtime, createBroadcaster } from '../../server/realtime';
import { signUpParty, type Party } from './support/parties';
import { startHarness, type Harness } from './support/harness';
import { reaches, realtimeClient, type RealtimeClient } from './support/realtime-client';

let harness: Harness;
let ward: Party;
let company: Party;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  harness = await startHarness({ transport: 'http' });
  ward = await signUpParty(harness, {
    label: 'ward',
    accountType: 'medical_facility',
    role: 'admin',
  });
  company = await signUpParty(harness, {
    label: 'company',
    accountType: 'transport_company',
    role: 'member',
  });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await harness.close();
});

const connect = (party: Party, target = harness) => {
  const client = realtimeClient(target, party.client);
  clients.push(client);
  return client;
};

/** A raw socket, for what pusher-js hides: the frames and close codes themselves. */
function rawSocket(path: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${harness.baseUrl.replace('http', 'ws')}${path}`, { headers });
  const frames: { event: string; channel?: string; data: unknown }[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  const frame = async (event: string) => {
    for (let i = 0; i < 200; i += 1) {
      const found = frames.find((f) => f.event === event);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${event} frame; got ${JSON.stringify(frames)}`);
  };
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, frames, frame, closed };
}

describe('the Pusher protocol with pusher-js', () => {
  it('connects, authorises its own channels and receives what the API broadcasts', async () => {
    const client = connect(ward);
    await reaches(client.pusher, 'connected');
    expect(client.pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    await client.subscribe(userChannel(ward.userId));
    await client.subscribe(organizationChannel(ward.organizationId));

    const received = client.next(userChannel(ward.userId), 'notification');
    await createBroadcaster(harness.ctx).trigger([userChannel(ward.userId)], 'notification', {
      id: 'n1',
      title: 'Transport angenommen',
    });
    expect(await received).toEqual({ id: 'n1', title: 'Transport angenommen' });
  });

  it("refuses another user's or organisation's channel (403 from /v1/auth/channel)", async () => {
    const client = connect(ward);
    await expect(client.subscribe(userChannel(company.userId))).rejects.toMatchObject({
      type: 'AuthError',
      error: 'auth 403',
    });
    const answer = await ward.client.request('POST', '/v1/auth/channel', {
      body: new URLSearchParams({
        socket_id: '1.2',
        channel_name: `private-org.${company.organizationId}`,
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(1403);
    // A medical department has no marketplace; a transport company has its own.
    const market = (party: Party) =>
      party.client.post('/v1/auth/channel', {
        socket_id: '1.2',
        channel_name: `private-marketplace.${party.organizationId}`,
      });
    expect((await market(ward)).status).toBe(403);
    expect((await market(company)).status).toBe(200);
  });

  it('is driven by the official pusher SDK through the signed HTTP API', async () => {
    const client = connect(company);
    await client.subscribe(organizationChannel(company.organizationId));
    const received = client.next(organizationChannel(company.organizationId), 'transport.updated');
    const url = new URL(harness.baseUrl);
    const credentials = harness.ctx.keys.realtime;
    const sdk = new Pusher({ ...credentials, host: url.hostname, port: url.port, useTLS: false });
    const answer = await sdk.trigger(
      organizationChannel(company.organizationId),
      'transport.updated',
      {
        id: 't1',
        status: 'assigned',
        version: 2,
      },
    );
    expect(answer.status).toBe(200);
    expect(await received).toEqual({ id: 't1', status: 'assigned', version: 2 });

    const forged = new Pusher({
      ...credentials,
      secret: 'not-the-secret',
      host: url.hostname,
      port: url.port,
      useTLS: false,
    });
    await expect(forged.trigger('private-x', 'e', {})).rejects.toMatchObject({ status: 401 });
  });
});

describe('the Pusher protocol on the wire', () => {
  const key = () => harness.ctx.keys.realtime.key;

  it('answers a ping with a pong and refuses a forged channel signature', async () => {
    const raw = rawSocket(`/app/${key()}?protocol=7&client=js&version=8.4.0`);
    const established = await raw.frame('pusher:connection_established');
    expect(JSON.parse(established.data as string)).toMatchObject({ activity_timeout: 120 });
    raw.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await raw.frame('pusher:pong');
    raw.socket.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: userChannel(ward.userId), auth: `${key()}:${'0'.repeat(64)}` },
      }),
    );
    const refusal = await raw.frame('pusher:subscription_error');
    expect(refusal.channel).toBe(userChannel(ward.userId));
    expect(JSON.parse(refusal.data as string)).toMatchObject({ status: 401 });
    raw.socket.close();
  });

  it('closes with 4001 for an unknown app key and 4007 for another protocol version', async () => {
    expect(await rawSocket('/app/unknown?protocol=7').closed).toBe(4001);
    expect(await rawSocket(`/app/${key()}?protocol=6`).closed).toBe(4007);
  });

  it('refuses the handshake of a page of another origin', async () => {
    const raw = rawSocket(`/app/${key()}?protocol=7`, { origin: 'https://evil.example' });
    const status = await new Promise((resolve) =>
      raw.socket.on('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(403);
  });

  it('closes a connection whose message is larger than 10 KB', async () => {
    const raw = rawSocket(`/app/${key()}?protocol=7`);
    await raw.frame('pusher:connection_established');
    raw.socket.send(JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(11 * 1024) }));
    expect(await raw.closed).toBe(1009);
  });
});

describe('a server restart', () => {
  const listen = (port: number) =>
    new Promise<Server>((resolve) => {
      const server = serve({ fetch: harness.app.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(server as Server),
      ) as Server;
    });

  it(
    'is followed by a reconnect and the channels subscribed again',
    // Its own waits allow 25 s for the drop, 25 s for pusher-js's backed-off reconnect and 25 s
    // for the renewed subscription.
    { timeout: 90_000 },
    async () => {
      let server = await listen(0);
      const port = (server.address() as AddressInfo).port;
      let realtime = await attachRealtime(server, harness.ctx);
      const client = realtimeClient(harness, ward.client, port);
      clients.push(client);
      const states: string[] = [];
      client.pusher.connection.bind('state_change', ({ current }: { current: string }) =>
        states.push(current),
      );
      await client.subscribe(userChannel(ward.userId));
      await reaches(client.pusher, 'connected');
      const mark = states.length;
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 500 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
      };

      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await until(() => states.slice(mark).some((state) => state !== 'connected'));
      server = await listen(port);
      realtime = await attachRealtime(server, harness.ctx);
      try {
        await until(() => states.slice(mark).includes('connected'));
        expect(states.slice(mark)).toContain('connecting');
        expect(client.pusher.connection.state).toBe('connected');
        // pusher-js renews the subscription itself, a moment after it reconnects: an event sent
        // before the new server holds it reaches nobody. So it is sent again every 250 ms until
        // one arrives (a connection alone said nothing of the subscription; on a busy machine
        // the one event was lost and the test waited out its time).
        let received: unknown;
        void client.next(userChannel(ward.userId), 'notification').then((data) => {
          received = data;
        });
        const broadcaster = createBroadcaster(harness.ctx);
        for (let i = 0; i < 100 && received === undefined; i += 1) {
          await broadcaster.trigger([userChannel(ward.userId)], 'notification', { id: 'again' });
          await new Promise((r) => setTimeout(r, 250));
        }
        expect(received).toEqual({ id: 'again' });
      } finally {
        await realtime.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});

describe('several instances', () => {
  it('delivers an event triggered on one instance to a socket held by another', async () => {
    const second = await startHarness({ transport: 'http', database: harness.database });
    try {
      const client = connect(ward, second);
      await client.subscribe(userChannel(ward.userId));
      const received = client.next(userChannel(ward.userId), 'notification');
      await createBroadcaster(harness.ctx).trigger([userChannel(ward.userId)], 'notification', {
        id: 'across',
      });
      expect(await received).toEqual({ id: 'across' });
    } finally {
      await second.close();
    }
  });
});
