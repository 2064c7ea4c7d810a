/**
 * Cross-instance signals over the database's own LISTEN/NOTIFY, so that several server instances
 * on one PostgreSQL learn of each other's changes (a revoked session, a committed domain event, a
 * realtime message) without another service. A NOTIFY sent inside a transaction is delivered only
 * when that transaction commits, and never when it rolls back — signals follow the data.
 *
 * PGlite delivers NOTIFY to listeners of its own (single) connection, so the same code works for
 * the embedded default, where every "instance" is this one process.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './handle';

export type Listener = (payload: string) => void;

/** Channel names are fixed identifiers of this code base, never user input. */
const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

export function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid LISTEN channel name: ${channel}`);
  return channel;
}

/**
 * Sends a signal on `channel`. With a transaction handle it goes out when the transaction
 * commits. Payloads must stay small (PostgreSQL's limit is 8000 bytes): send ids, not records.
 */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${checkChannel(channel)}, ${payload})`);
}

/**
 * One dedicated PostgreSQL connection that LISTENs on every channel someone subscribed to, and
 * reconnects (with growing pauses, at most 10 s) when the connection is lost. After a reconnect
 * `onReconnect` runs, because signals sent while it was away are lost: subscribers catch up by
 * reading the database (e.g. pending events), never by trusting that they saw every signal.
 *
 * A connection can also go silent without closing (packets dropped by a network or a frozen
 * peer): TCP then reports nothing for hours, the instance hears no signal, and a query on it —
 * an UNLISTEN at shutdown — waits for ever. So every query on it has an answer bound, a
 * heartbeat asks it something every `heartbeatMs`, and a connection that does not answer in
 * time is dropped and replaced like a broken one.
 */
/**
 * The LISTEN connection's name in pg_stat_activity: an operator (or a test) finds it by this,
 * whatever it last ran — a heartbeat's `select 1` as often as a `listen`.
 */
export const LISTEN_APPLICATION_NAME = 'krankentransport-listen';

export function postgresListener(
  url: string,
  options: {
    onError?: (error: Error) => void;
    heartbeatMs?: number;
    answerTimeoutMs?: number;
  } = {},
) {
  const { heartbeatMs = 15_000, answerTimeoutMs = 5_000 } = options;
  const listeners = new Map<string, Set<Listener>>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 250;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: url,
        application_name: LISTEN_APPLICATION_NAME,
        connectionTimeoutMillis: 5_000,
        query_timeout: answerTimeoutMs,
        keepAlive: true,
      });
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) {
          listener(message.payload ?? '');
        }
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next, new Error('LISTEN connection ended')));
      await next.connect();
      for (const channel of listeners.keys()) await ask(next, `listen "${channel}"`);
      client = next;
      retryMs = 250;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  /**
   * A query on the LISTEN connection. node-postgres reports a missing answer but keeps the
   * connection waiting for it, so a silent one is cut here: its 'end' makes it `lost`.
   */
  const ask = async (which: pg.Client, text: string): Promise<void> => {
    try {
      await which.query(text);
    } catch (error) {
      if ((error as Error).message === 'Query read timeout') which.connection.stream.destroy();
      throw error;
    }
  };

  const heartbeat = setInterval(() => {
    if (client && !connecting) ask(client, 'select 1').catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();

  const lost = (which: pg.Client, error: Error) => {
    if (client !== which || closed) return;
    client = null;
    options.onError?.(error);
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (closed) return;
      connect().then(
        () => reconnectHandlers.forEach((handler) => handler()),
        (error: Error) => {
          options.onError?.(error);
          retryMs = Math.min(retryMs * 2, 10_000);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
      checkChannel(channel);
      const existing = listeners.get(channel);
      if (existing) existing.add(listener);
      else {
        listeners.set(channel, new Set([listener]));
        const connection = client ?? (await connect().catch(() => null));
        // Without a connection now, the reconnect LISTENs on every channel anyway.
        if (connection) await ask(connection, `listen "${channel}"`);
        else scheduleReconnect();
      }
      return async () => {
        const set = listeners.get(channel);
        set?.delete(listener);
        if (set && set.size === 0) {
          listeners.delete(channel);
          if (client) await ask(client, `unlisten "${channel}"`).catch(() => {});
        }
      };
    },
    onReconnect(handler: () => void): () => void {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    /** Connected and listening; a loss is known once the connection reports an error or its end. */
    connected: (): boolean => client !== null && !closed,
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      if (!current) return;
      // A polite goodbye, but a silent connection never acknowledges it.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        current.end().catch(() => {}),
        new Promise((resolve) => (timer = setTimeout(resolve, answerTimeoutMs))),
      ]);
      clearTimeout(timer);
      current.connection.stream.destroy();
    },
  };
}
