/**
 * The Pusher protocol (version 7) as `pusher-js` speaks it: message shapes, the channel names
 * this product uses, and the close codes whose meaning pusher-js acts on (seed §8: 4000 TLS only,
 * 4001–4099 refused, 4100–4199 back off, 4200–4299 reconnect at once).
 */

export const PROTOCOL_VERSION = 7;
/** Seconds of silence after which either side pings (told to the client on connect). */
export const ACTIVITY_TIMEOUT_S = 120;
/** Seconds the server waits for the pong to its own ping before it drops the connection. */
export const PONG_TIMEOUT_S = 30;
/** Largest message a client may send (Pusher's own limit for client messages). */
export const MAX_INCOMING_BYTES = 10 * 1024;
/** Unsent data a slow client may hold (seed §9's stream buffer); beyond it, it must reconnect. */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** Channels one connection may hold: a user needs three. */
export const MAX_CHANNELS_PER_CONNECTION = 20;

export const CLOSE = {
  /** Unknown app key. pusher-js gives up (4001–4099: refused). */
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  /** The client sends more than it may (too large, too many channels): refused. */
  overQuota: 4009,
  /**
   * The client cannot keep up with its messages, or its address, its user or this instance holds
   * as many sockets as allowed (decision 065): back off, then reconnect.
   */
  overCapacity: 4100,
  /** No subscription to a permitted channel in time: back off, then reconnect (decision 065). */
  notSubscribed: 4101,
  /** This server is going away (restart, deploy): reconnect at once. */
  serverClosing: 4200,
  /** No pong within PONG_TIMEOUT_S: reconnect at once. */
  pongTimeout: 4201,
  /**
   * The session or user behind the socket's subscriptions changed (logout, removal, role, team):
   * reconnect at once and authorise anew — a session that ended cannot (decision 066).
   */
  sessionChanged: 4202,
} as const;

export type PusherMessage = { event: string; channel?: string; data?: unknown };

/** Frames a message as pusher-js reads it: `data` of protocol events is a JSON string. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

/** A client message, or null when it is not one (never throws on what a socket sends). */
export function parseMessage(raw: string): PusherMessage | null {
  try {
    const message = JSON.parse(raw) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    const { event, channel, data } = message as Record<string, unknown>;
    if (typeof event !== 'string') return null;
    return { event, channel: typeof channel === 'string' ? channel : undefined, data };
  } catch {
    return null;
  }
}

/** `data` as an object: pusher-js sends it as one, some clients as a JSON string. */
export function dataObject(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      return dataObject(JSON.parse(data));
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** Pusher's rule for channel names: at most 164 characters of a limited set. */
export const VALID_CHANNEL = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
/** A socket id as Pusher issues them: two numbers joined by a dot. */
export const VALID_SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;
