/**
 * A TCP proxy in front of PostgreSQL that a fault test controls, on loopback only:
 * - `forward`: bytes pass both ways — on the connections held meanwhile too, unless
 *   `heldStaySilent` (connections lost in an outage that never speak again);
 * - `refuse`: every connection, open or new, is cut at once (a database that is down);
 * - `hold`: connections stay open and new ones are accepted, but nothing passes — a database or
 *   network that stops answering without saying so.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'hold';

export type TcpProxy = {
  port: number;
  /** The connection URL through the proxy for `url`. */
  urlFor(url: string): string;
  set(mode: ProxyMode, options?: { heldStaySilent?: boolean }): void;
  /** Connections left silent by `heldStaySilent` that the other side has not closed yet. */
  silentOpen(): number;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<[Socket, Socket]>();
  const silent = new WeakSet<Socket>();

  /** Passes `from`'s bytes to `to` while forwarding, with back-pressure. */
  const pass = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      // A silent connection reads on (so it notices being closed) but passes nothing.
      if (!silent.has(from) && !to.write(chunk)) from.pause();
    });
    to.on('drain', () => mode === 'forward' && !silent.has(from) && from.resume());
  };

  const server: Server = createServer((client) => {
    if (mode === 'refuse') return void client.destroy();
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
    pass(client, upstream);
    pass(upstream, client);
    if (mode === 'hold') for (const socket of pair) socket.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    set(next, options = {}) {
      const wasHolding = mode === 'hold';
      mode = next;
      for (const pair of [...pairs]) {
        for (const socket of pair) {
          if (next === 'refuse') socket.destroy();
          else if (next === 'hold') socket.pause();
          else {
            if (wasHolding && options.heldStaySilent) silent.add(socket);
            socket.resume();
          }
        }
      }
    },
    silentOpen: () => [...pairs].filter(([client]) => silent.has(client)).length,
    async close() {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
