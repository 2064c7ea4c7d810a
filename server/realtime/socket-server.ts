/**
 * The embedded Pusher-protocol (v7) WebSocket server at `/app/{key}` on the app's own HTTP server
 * (PRODUCT.md §1), so the real `pusher-js` works with no external service. It holds this
 * instance's sockets only; what reaches them comes through `deliver` (fan-out.ts brings every
 * instance's events to every instance).
 *
 * Bounds per connection: incoming messages ≤ 10 KB, at most 20 channels, at most 256 KB unsent
 * (a client that cannot keep up is told to back off and reconnect rather than fill our memory).
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../logger';
import {
  ACTIVITY_TIMEOUT_S,
  CLOSE,
  dataObject,
  frame,
  MAX_BUFFERED_BYTES,
  MAX_CHANNELS_PER_CONNECTION,
  MAX_INCOMING_BYTES,
  parseMessage,
  PONG_TIMEOUT_S,
  PROTOCOL_VERSION,
  VALID_CHANNEL,
} from './protocol';
import type { RealtimeLimits } from '../env';
import { checkChannelAuth, type AppCredentials } from './signatures';
import type { SocketOwner } from './socket-owners';
import type { SessionChange } from '../process-services';
import { realtimeConnections, realtimeMessages } from '../metrics/registry';

/** One event for the sockets subscribed to any of `channels` (`data` as the trigger sent it). */
export type Delivery = { channels: string[]; event: string; data: string; socketId?: string };

export type SocketServer = {
  deliver(delivery: Delivery): void;
  /** Notes who authorised a socket of this instance (socket-owners.ts); others are ignored. */
  own(owner: SocketOwner): void;
  /** Closes the sockets authorised by the ended or changed session(s) (decision 066). */
  closeFor(change: SessionChange | 'all'): void;
  connectionCount(): number;
  /** Tells every client to reconnect (4200) and stops accepting new ones. */
  close(): Promise<void>;
};

type Connection = {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeenMs: number;
  pingSentMs: number | null;
  address: string;
  openedMs: number;
  /** The sessions and users whose authorisations this socket holds. */
  sessionIds: Set<string>;
  userIds: Set<string>;
};

const PATH = /^\/app\/([^/?#]+)$/;
const CHECK_EVERY_MS = 5_000;

export function startSocketServer(options: {
  server: Server;
  app: AppCredentials;
  /** The app's origin (PUBLIC_URL): a browser page of any other origin is refused. */
  allowedOrigin: string;
  limits: RealtimeLimits;
  /** Behind a trusted proxy the client address is X-Forwarded-For's last entry. */
  trustProxy: boolean;
  log: Logger;
  nowMs?: () => number;
}): SocketServer {
  const { app, allowedOrigin, limits, log } = options;
  const perAddress = new Map<string, number>();
  const nowMs = options.nowMs ?? Date.now;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_INCOMING_BYTES });
  const connections = new Set<Connection>();
  const bySocketId = new Map<string, Connection>();
  const subscribers = new Map<string, Set<Connection>>();

  const send = (connection: Connection, text: string) => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount + text.length > MAX_BUFFERED_BYTES) {
      drop(connection, CLOSE.overCapacity, 'Client cannot keep up');
      return;
    }
    socket.send(text);
    realtimeMessages.inc({ direction: 'out' });
  };

  const drop = (connection: Connection, code: number, reason: string) => {
    forget(connection);
    connection.socket.close(code, reason);
    // A client that does not answer the close handshake is cut off.
    setTimeout(() => connection.socket.terminate(), 5_000).unref();
  };

  const forget = (connection: Connection) => {
    if (!connections.delete(connection)) return;
    bySocketId.delete(connection.socketId);
    const left = (perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) perAddress.set(connection.address, left);
    else perAddress.delete(connection.address);
    realtimeConnections.dec();
    for (const channel of connection.channels) unsubscribe(connection, channel);
  };

  const unsubscribe = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(channel);
  };

  const refuseSubscription = (connection: Connection, channel: string, status: number) =>
    send(
      connection,
      frame(
        'pusher:subscription_error',
        { type: 'AuthError', error: 'Subscription refused', status },
        channel,
      ),
    );

  const subscribe = (connection: Connection, data: Record<string, unknown>) => {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!VALID_CHANNEL.test(channel)) return refuseSubscription(connection, channel, 400);
    // This product speaks on private channels only: anything else would be readable by anyone.
    if (!channel.startsWith('private-') || channel.startsWith('private-encrypted-')) {
      return refuseSubscription(connection, channel, 403);
    }
    if (!checkChannelAuth(app, connection.socketId, channel, data.auth)) {
      return refuseSubscription(connection, channel, 401);
    }
    if (!connection.channels.has(channel)) {
      if (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
        send(
          connection,
          frame('pusher:error', { code: CLOSE.overQuota, message: 'Too many channels' }),
        );
        return drop(connection, CLOSE.overQuota, 'Too many channels');
      }
      connection.channels.add(channel);
      let set = subscribers.get(channel);
      if (!set) subscribers.set(channel, (set = new Set()));
      set.add(connection);
    }
    send(connection, frame('pusher_internal:subscription_succeeded', {}, channel));
  };

  const receive = (connection: Connection, raw: string) => {
    realtimeMessages.inc({ direction: 'in' });
    connection.lastSeenMs = nowMs();
    connection.pingSentMs = null;
    const message = parseMessage(raw);
    if (!message) return;
    const data = dataObject(message.data);
    switch (message.event) {
      case 'pusher:ping':
        return send(connection, frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(connection, data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') unsubscribe(connection, data.channel);
        return;
      default:
        if (message.event.startsWith('client-')) {
          send(
            connection,
            frame('pusher:error', { code: null, message: 'Client events are not enabled' }),
          );
        }
    }
  };

  const accept = (socket: WebSocket, request: IncomingMessage, key: string) => {
    const params = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const refuse = (code: number, message: string) => {
      socket.send(frame('pusher:error', { code, message }));
      socket.close(code, message);
    };
    if (key !== app.key) return refuse(CLOSE.appNotFound, `App key ${key} not in this cluster`);
    if (Number(params.get('protocol')) !== PROTOCOL_VERSION) {
      return refuse(CLOSE.unsupportedProtocol, 'Unsupported protocol version');
    }
    const address = clientAddress(request, options.trustProxy);
    // Over a cap: pusher-js backs off (4100) instead of reconnecting at once.
    if (connections.size >= limits.max) return refuse(CLOSE.overCapacity, 'Over capacity');
    if ((perAddress.get(address) ?? 0) >= limits.perAddress) {
      return refuse(CLOSE.overCapacity, 'Too many connections from this address');
    }
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const connection: Connection = {
      socket,
      socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
      channels: new Set(),
      lastSeenMs: nowMs(),
      pingSentMs: null,
      address,
      openedMs: nowMs(),
      sessionIds: new Set(),
      userIds: new Set(),
    };
    bySocketId.set(connection.socketId, connection);
    connections.add(connection);
    realtimeConnections.inc();
    socket.on('message', (raw, isBinary) => {
      if (!isBinary) receive(connection, raw.toString());
    });
    socket.on('close', () => forget(connection));
    socket.on('error', (error) => {
      // maxPayload exceeded and protocol errors land here; ws closes the socket itself.
      log.debug('[realtime] socket error', { err: error });
      forget(connection);
    });
    send(
      connection,
      frame('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: ACTIVITY_TIMEOUT_S,
      }),
    );
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const match = PATH.exec(path);
    if (!match) return; // someone else's upgrade (or none): node answers nothing and closes.
    const origin = request.headers.origin;
    // Browsers always send Origin; a page of another site must not ride on our users' tokens.
    // Programs without one (a server, a test) authenticate by channel signatures all the same.
    if (origin !== undefined && origin !== allowedOrigin) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) =>
      accept(ws, request, decodeURIComponent(match[1]!)),
    );
  };
  options.server.on('upgrade', onUpgrade);

  // Pings quiet clients and drops those whose pong does not come (a vanished phone, a dead NAT).
  const timer = setInterval(() => {
    const now = nowMs();
    for (const connection of connections) {
      // A socket that holds no channel after the deadline only costs a descriptor (decision 065).
      if (connection.channels.size === 0 && now - connection.openedMs > limits.subscribeDeadlineMs) {
        drop(connection, CLOSE.notSubscribed, 'No channel subscribed in time');
      } else if (connection.pingSentMs !== null) {
        if (now - connection.pingSentMs > PONG_TIMEOUT_S * 1000) {
          drop(connection, CLOSE.pongTimeout, 'Pong reply not received in time');
        }
      } else if (now - connection.lastSeenMs > ACTIVITY_TIMEOUT_S * 1000) {
        connection.pingSentMs = now;
        send(connection, frame('pusher:ping', {}));
      }
    }
  }, CHECK_EVERY_MS);
  timer.unref();

  return {
    deliver({ channels, event, data, socketId }) {
      const text = new Map<string, string>();
      for (const channel of channels) {
        for (const connection of subscribers.get(channel) ?? []) {
          if (connection.socketId === socketId) continue;
          let message = text.get(channel);
          if (!message) text.set(channel, (message = frame(event, data, channel)));
          send(connection, message);
        }
      }
    },
    own({ socketId, sessionId, userId }) {
      const connection = bySocketId.get(socketId);
      if (!connection || connection.userIds.has(userId)) {
        connection?.sessionIds.add(sessionId);
        return;
      }
      let ofUser = 0;
      for (const other of connections) if (other.userIds.has(userId)) ofUser += 1;
      if (ofUser >= limits.perUser) {
        return drop(connection, CLOSE.overCapacity, 'Too many connections of this user');
      }
      connection.sessionIds.add(sessionId);
      connection.userIds.add(userId);
    },
    closeFor(change) {
      for (const connection of [...connections]) {
        const held =
          change === 'all'
            ? connection.sessionIds.size > 0
            : 'sessionId' in change
              ? connection.sessionIds.has(change.sessionId)
              : connection.userIds.has(change.userId);
        if (held) drop(connection, CLOSE.sessionChanged, 'Session changed, authorise again');
      }
    },
    connectionCount: () => connections.size,
    async close() {
      clearInterval(timer);
      options.server.off('upgrade', onUpgrade);
      for (const connection of [...connections]) {
        drop(connection, CLOSE.serverClosing, 'Server is closing');
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The client's address as the HTTP requests read it (http/request-info.ts). */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const last = trustProxy && typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : '';
  return last || request.socket.remoteAddress || 'unknown';
}
