/**
 * The real server process under a burst of writes: `kill -9` in the middle of it loses no
 * acknowledged write, and SIGTERM answers every write already in flight before the process ends.
 * On PGlite by default, on PostgreSQL in the PostgreSQL run.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { favoriteAddressInput } from './support/master-data';
import {
  post,
  signIn,
  PROCESS_TEST_TIMEOUT,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './support/server-process';

const BURST = 40;

async function stored(server: ServerProcess, token: string, id: string) {
  const response = await fetch(`${server.baseUrl}/v1/favorite-addresses/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { name?: string } };
}

// Each test starts the server twice.
describe('writes through kill -9', { timeout: 2 * PROCESS_TEST_TIMEOUT }, () => {
  it('keeps every acknowledged write of a burst interrupted by kill -9', async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    const token = await signIn(first, dataDir);

    // Client-generated ids, as the offline queue sends them: what was acknowledged is known.
    const acknowledged: { id: string; name: string }[] = [];
    let killed = false;
    const writes = Array.from({ length: BURST }, async (_, i) => {
      const id = randomUUID();
      const name = `Burst ${i} ${id.slice(0, 8)}`;
      try {
        const response = await post(
          first,
          '/v1/favorite-addresses',
          favoriteAddressInput({ id, name }),
          token,
        );
        if (response.status === 201 && !killed) {
          acknowledged.push({ id, name });
          // Killed while the rest of the burst is still in flight.
          if (acknowledged.length === 5) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      } catch {
        // the connection died with the process: not acknowledged
      }
    });
    await Promise.all(writes);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    const second = await startServer(dataDir);
    try {
      for (const { id, name } of acknowledged) {
        const record = await stored(second, token, id);
        expect(record.status, id).toBe(200);
        expect(record.body.name).toBe(name);
      }
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });
});

describe('SIGTERM', { timeout: 2 * PROCESS_TEST_TIMEOUT }, () => {
  it('answers every write in flight, stores them, then exits 0', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    const token = await signIn(server, dataDir);

    // Half of each body now: the requests are in flight, on open connections, when the signal
    // arrives; the rest follows after it.
    const inputs = Array.from({ length: 5 }, (_, i) =>
      favoriteAddressInput({ id: randomUUID(), name: `Abschied ${i}` }),
    );
    const pending = inputs.map((input) => {
      const body = JSON.stringify(input);
      let finish!: () => void;
      let connected!: () => void;
      const connection = new Promise<void>((resolve) => (connected = resolve));
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(
          `${server.baseUrl}/v1/favorite-addresses`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        );
        req.on('error', reject);
        req.on('socket', (socket) => socket.once('connect', connected));
        req.write(body.slice(0, 20));
        finish = () => req.end(body.slice(20));
      });
      return { answer, finish, connection };
    });
    // Connected first, then time for the server to take the half bodies: on a busy machine the
    // signal may come before the server has accepted a connection, which then is reset.
    await Promise.all(pending.map(({ connection }) => connection));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const { finish } of pending) finish();
    expect(await Promise.all(pending.map(({ answer }) => answer))).toEqual([
      201, 201, 201, 201, 201,
    ]);
    expect((await server.exited).code).toBe(0);

    const again = await startServer(dataDir);
    try {
      for (const input of inputs) {
        expect((await stored(again, token, input.id!)).body.name).toBe(input.name);
      }
    } finally {
      again.child.kill('SIGKILL');
      await again.exited;
    }
  });
});
