/**
 * Realtime (PRODUCT.md §1, §5, §7): the embedded Pusher-protocol server and its HTTP trigger
 * API, the broadcaster the API sends with, and the channel authorisation rules.
 */
import type { Server } from 'node:http';
import type { AppContext } from '../context';
import { decodeSessionChange, SESSION_CHANGES } from '../modules/auth';
import { receiveDeliveries } from './fan-out';
import { decodeSocketOwner, SOCKET_OWNERS } from './socket-owners';
import { startSocketServer, type SocketServer } from './socket-server';

export { createBroadcaster, realtimeCredentials, type Broadcaster } from './broadcaster';
export { BatchEvents, TriggerEvent, triggerApiRoutes } from './trigger-api';
export { channelAuth } from './signatures';
export { announceSocketOwner } from './socket-owners';

export type RealtimeServer = Pick<SocketServer, 'connectionCount' | 'close'>;

/**
 * Serves Pusher-protocol sockets on `server` and feeds them every instance's events. With an
 * external Pusher/soketi configured there is nothing to serve: clients connect there.
 */
export async function attachRealtime(server: Server, ctx: AppContext): Promise<RealtimeServer> {
  if (ctx.env.pusher) return { connectionCount: () => 0, close: async () => {} };
  const sockets = startSocketServer({
    server,
    app: ctx.keys.realtime,
    allowedOrigin: new URL(ctx.env.publicUrl).origin,
    limits: ctx.env.realtime,
    trustProxy: ctx.env.trustProxy,
    log: ctx.log,
  });
  const stopReceiving = await receiveDeliveries(ctx.database, sockets.deliver, ctx.log);
  // Sockets of ended or changed sessions are closed on every instance (decision 066).
  const stopOwners = await ctx.database.listen(SOCKET_OWNERS, (payload) => {
    const owner = decodeSocketOwner(payload);
    if (owner) sockets.own(owner);
  });
  const stopSessions = await ctx.database.listen(SESSION_CHANGES, (payload) =>
    sockets.closeFor(decodeSessionChange(payload)),
  );
  return {
    connectionCount: sockets.connectionCount,
    async close() {
      await stopOwners();
      await stopSessions();
      await stopReceiving();
      await sockets.close();
    },
  };
}
