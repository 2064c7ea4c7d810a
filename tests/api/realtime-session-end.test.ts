/**
 * Sockets of ended or changed sessions are closed (issue 23 §4, decision 066): a logout, and a
 * change to the user (removal, role, team, here their own account), close the sockets whose
 * channels that session or user authorised — with 4202, so pusher-js reconnects at once and
 * must authorise anew. The signal goes the session cache's LISTEN/NOTIFY way, so it reaches
 * the instance holding the socket whichever instance made the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { organizationChannel, userChannel } from '../../src/contract/realtime';
import { startHarness, type Harness } from './support/harness';
import { signUpParty, type Party } from './support/parties';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ transport: 'http' });
});
afterAll(() => harness.close());

const party = () =>
  signUpParty(harness, { label: 'ward', accountType: 'medical_facility', role: 'admin' });

/** A raw socket subscribed to `channel` with the party's authorisation; its close code. */
async function subscribedSocket(owner: Party, channel: string) {
  const url = `${harness.baseUrl.replace('http', 'ws')}/app/${harness.ctx.keys.realtime.key}?protocol=7`;
  const socket = new WebSocket(url);
  const frames: { event: string; data: string }[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const frame = async (event: string) => {
    for (let i = 0; i < 500; i += 1) {
      const found = frames.find((f) => f.event === event);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${event}: ${JSON.stringify(frames)}`);
  };
  const { socket_id } = JSON.parse((await frame('pusher:connection_established')).data);
  const auth = await owner.client.post('/v1/auth/channel', { socket_id, channel_name: channel });
  expect(auth.status).toBe(200);
  socket.send(
    JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.body.auth } }),
  );
  await frame('pusher_internal:subscription_succeeded');
  return { socket, closed };
}

const within = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

describe('sockets of ended sessions', () => {
  it('are closed with 4202 when the session logs out; another user’s stay open', async () => {
    const [leaving, staying] = await Promise.all([party(), party()]);
    const gone = await subscribedSocket(leaving, organizationChannel(leaving.organizationId));
    const kept = await subscribedSocket(staying, userChannel(staying.userId));
    expect((await leaving.client.post('/v1/auth/logout')).status).toBe(204);
    expect(await within(gone.closed)).toBe(4202);
    expect(await within(kept.closed, 1_000)).toBe('still open');
    kept.socket.close();
  });

  it('are closed when their user changes (the same signal as removal, role and team)', async () => {
    const changed = await party();
    const open = await subscribedSocket(changed, userChannel(changed.userId));
    const update = await changed.client.put('/v1/account', { firstName: 'Anna', lastName: 'Neu' });
    expect(update.status).toBe(200);
    expect(await within(open.closed)).toBe(4202);
  });
});
