/**
 * The embedded Pusher-protocol server under 1,000 connections (issue 9; `BENCH_SOCKETS=10000`
 * for 10,000, issue 24): the real server in a process of its own, the pusher-js clients here,
 * each subscribed to its user channel and to one of 10 organisation channels (a tenth of the
 * sockets each). Events come through the signed HTTP
 * trigger API with the official `pusher` SDK — the write an app server makes — and the latency is
 * from just before that request to the moment pusher-js hands the event to its binding (same
 * process, same clock). Memory: the server's resident set before and after the connections.
 *
 * Channel authorisations are signed here with the realtime secret (prepared in the database
 * before the server starts), so the figures are the socket server's, not 1,000 logins'. Last,
 * with the 1,000 still connected, the whole chain from an API accept (realtime-chain.ts).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import PusherServer from 'pusher';
import Pusher from 'pusher-js';
import { openPglite } from '../../server/db/client';
import { loadEnv } from '../../server/env';
import { loadServerKeys, type ServerKeys } from '../../server/keys';
import { organizationChannel, REALTIME_EVENTS, userChannel } from '../../src/contract/realtime';
import { benchOrganization } from './bench-data';
import { acceptLatencies, CHAIN_ACCEPTS, orderTransports, signedIn } from './realtime-chain';
import { startServer } from '../support/standalone-server';

/** 1,000 by default; `BENCH_SOCKETS=10000` for the figures at 10,000 (issue 24). */
const CONNECTIONS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const ORGANIZATIONS = 10;
/**
 * The server's environment beyond its data directory: the one place to lift the per-address and
 * per-user socket caps (issue 23) for a bench whose thousands of sockets share one address.
 */
const SERVER_ENV: Record<string, string> = {};
/** The user-channel round's pace: events started per second, not waiting for each other. */
const EVENTS_PER_SECOND = 100;
const BROADCAST_ROUNDS = 5;
/** Issue 24's goal for all three latencies. */
const GOAL_P95_MS = 50;

type Client = { pusher: Pusher; userId: string; organizationId: string };

const residentKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** The realtime keys, and a ward and a company for the whole chain (realtime-chain.ts). */
async function prepareDatabase(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    await database.migrate();
    const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    return {
      keys: (await loadServerKeys(database.db, env)).realtime,
      ward: await benchOrganization(database.db, 'ward', 'MD'),
      company: await benchOrganization(database.db, 'company', 'T'),
    };
  } finally {
    await database.close();
  }
}

function connect(
  baseUrl: string,
  keys: ServerKeys['realtime'],
  organizationId: string,
  userId: string = randomUUID(),
) {
  const url = new URL(baseUrl);
  const pusher = new Pusher(keys.key, {
    cluster: 'eu',
    wsHost: url.hostname,
    wsPort: Number(url.port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/v1/auth/channel',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const signature = createHmac('sha256', keys.secret)
          .update(`${socketId}:${channelName}`)
          .digest('hex');
        callback(null, { auth: `${keys.key}:${signature}` });
      },
    },
  });
  const client: Client = { pusher, userId, organizationId };
  const subscribed = (name: string) =>
    new Promise<void>((resolve, reject) => {
      const channel = pusher.subscribe(name);
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', reject);
    });
  return Promise.all([
    subscribed(userChannel(client.userId)),
    subscribed(organizationChannel(organizationId)),
  ]).then(() => client);
}

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.ceil(share * sorted.length) - 1] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const line = (name: string, figures: ReturnType<typeof percentiles>, lost: number) =>
  `${name.padEnd(48)} ${String(figures.n).padStart(5)}  p50 ${figures.p50.toFixed(1).padStart(6)} ms` +
  `  p95 ${figures.p95.toFixed(1).padStart(6)} ms  p99 ${figures.p99.toFixed(1).padStart(6)} ms` +
  `  (goal p95 ≤ ${GOAL_P95_MS} ms${lost ? `; ${lost} LOST` : ''})`;

export async function realtimeBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kt-bench-realtime-'));
  const { keys, ward, company } = await prepareDatabase(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, ...SERVER_ENV });
  const clients: Client[] = [];
  try {
    const pid = server.child.pid!;
    const organizations = Array.from({ length: ORGANIZATIONS }, () => randomUUID());
    const before = residentKb(pid);
    const connecting = performance.now();
    // In batches, as users arrive: 1,000 at once would mostly measure the handshake queue.
    for (let i = 0; i < CONNECTIONS; i += 50) {
      const batch = Array.from({ length: Math.min(50, CONNECTIONS - i) }, (_, j) =>
        connect(server.baseUrl, keys, organizations[(i + j) % ORGANIZATIONS]!),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connecting) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = residentKb(pid);

    const url = new URL(server.baseUrl);
    const sdk = new PusherServer({ ...keys, host: url.hostname, port: url.port, useTLS: false });

    // Round 1: one event to each user's channel, EVENTS_PER_SECOND of them started per second.
    const userLatencies: number[] = [];
    const heard = clients.map(
      (client) =>
        new Promise<void>((resolve) =>
          client.pusher
            .channel(userChannel(client.userId))!
            .bind('bench', (data: { at: number }) => {
              userLatencies.push(performance.now() - data.at);
              resolve();
            }),
        ),
    );
    const triggers: Promise<unknown>[] = [];
    for (const client of clients) {
      triggers.push(sdk.trigger(userChannel(client.userId), 'bench', { at: performance.now() }));
      await new Promise((resolve) => setTimeout(resolve, 1000 / EVENTS_PER_SECOND));
    }
    await Promise.all(triggers);
    await Promise.race([Promise.all(heard), new Promise((resolve) => setTimeout(resolve, 10_000))]);

    // Round 2: one event per organisation channel at once, each reaching its 100 sockets.
    const broadcastLatencies: number[] = [];
    for (const client of clients) {
      client.pusher
        .channel(organizationChannel(client.organizationId))!
        .bind('bench', (data: { at: number }) =>
          broadcastLatencies.push(performance.now() - data.at),
        );
    }
    for (let round = 0; round < BROADCAST_ROUNDS; round += 1) {
      await Promise.all(
        organizations.map((id) =>
          sdk.trigger(organizationChannel(id), 'bench', { at: performance.now() }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    // Round 3: the whole chain from an accept to the ward's client, beside the 1,000.
    const [wardSession, companySession] = await Promise.all([
      signedIn(server.baseUrl, ward.email),
      signedIn(server.baseUrl, company.email),
    ]);
    const transports = await orderTransports(wardSession, CHAIN_ACCEPTS);
    const wardClient = await connect(server.baseUrl, keys, ward.organizationId, ward.userId);
    clients.push(wardClient);
    const wardChannel = wardClient.pusher.channel(userChannel(ward.userId))!;
    const nextNotification = () =>
      new Promise<{ message: string }>((resolve) => {
        const heard = (data: { message: string }) => {
          wardChannel.unbind(REALTIME_EVENTS.notification, heard);
          resolve(data);
        };
        wardChannel.bind(REALTIME_EVENTS.notification, heard);
      });
    const chain = await acceptLatencies(companySession, transports, nextNotification);

    const perConnection = (after - before) / CONNECTIONS;
    console.log(
      `${CONNECTIONS} pusher-js connections (2 private channels each) in ${connectSeconds.toFixed(1)} s; ` +
        `server resident memory ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MB, ` +
        `≈ ${perConnection.toFixed(1)} kB per connection`,
    );
    const userRound = `trigger API → user channel (1 socket, ${EVENTS_PER_SECOND}/s)`;
    const userLost = CONNECTIONS - userLatencies.length;
    console.log(line(userRound, percentiles(userLatencies), userLost));
    const orgRound = `trigger API → org channel (100 sockets) ×${BROADCAST_ROUNDS * ORGANIZATIONS}`;
    const orgLost = BROADCAST_ROUNDS * CONNECTIONS - broadcastLatencies.length;
    console.log(line(orgRound, percentiles(broadcastLatencies), orgLost));
    console.log(
      line("API accept → ward's notification (whole chain)", percentiles(chain.latencies), 0) +
        (chain.heardAgain
          ? `; ${chain.heardAgain} notification(s) of an earlier accept heard again`
          : ''),
    );
    const [one, five] = loadavg();
    console.log(
      `(${availableParallelism()} cores; load average ${one!.toFixed(1)} / ${five!.toFixed(1)} during the run — other processes share them)`,
    );
  } finally {
    for (const client of clients) client.pusher.disconnect();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
