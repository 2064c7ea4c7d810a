import { describe, expect, it } from 'vitest';
import type { Transport } from '@/contract/transport-answer';
import { scopeOf } from '@/lib/offline-writes/queued-write';
import { crewStep } from './crew-step-writes';

const transport = { id: 't-1', status: 'in_transit', km: null, waitingMinutes: null } as Transport;

describe('the crew step as a queued command', () => {
  it('is sent to the transport with the time of the tap, ordered with its other writes', () => {
    const at = '2026-11-22T17:42:10.123Z';
    const write = crewStep('t-1', { status: 'en_route', at });
    expect(write).toMatchObject({
      kind: 'transports.status',
      method: 'POST',
      path: 'transports/t-1/status',
      body: { status: 'en_route', at },
      effect: 'update',
    });
    // One scope with the ward's edits of the same transport: one order for all of them.
    expect(scopeOf(write)).toBe('transports:t-1');
  });

  it('keeps one key per tap, so a replay is never a second step', () => {
    const body = { status: 'at_pickup' as const, at: '2026-11-22T17:50:00.000Z' };
    expect(crewStep('t-1', body).idempotencyKey).not.toBe(crewStep('t-1', body).idempotencyKey);
  });

  it('shows the step on the card at once, completion with its km and waiting minutes', () => {
    const stepped = crewStep.apply.bind(crewStep);
    expect(stepped(transport, { status: 'at_destination', at: 'x' })?.status).toBe(
      'at_destination',
    );
    expect(
      stepped(transport, { status: 'completed', at: 'x', km: 23, waitingMinutes: 10 }),
    ).toMatchObject({ status: 'completed', km: 23, waitingMinutes: 10 });
    expect(stepped(undefined, { status: 'en_route', at: 'x' })).toBeUndefined();
  });
});
