import { describe, expect, it } from 'vitest';
import type { Transport } from '@/contract/transport-answer';
import { overlayPage, overlayRecord } from '@/lib/offline-writes/overlay';
import { scopeOf } from '@/lib/offline-writes/queued-write';
import { entryOf } from '@/lib/offline-writes/testing/items';
import { crewStep, delayReport, transportWrites } from './transport-writes';

const transport = {
  id: 't-1',
  status: 'in_transit',
  km: null,
  waitingMinutes: null,
  actions: ['at_destination', 'completed'],
} as Transport;

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

describe('a delay report as a queued command', () => {
  const body = {
    id: '0b8a4c1e-52f4-4d5c-9d2e-6a1f3c7e9b10',
    reason: 'traffic' as const,
    newArrivalAt: '2026-11-22T18:10:00.000Z',
    at: '2026-11-22T17:42:00.000Z',
  };

  it('is sent in order with the steps of its transport, with the id chosen at the tap', () => {
    const write = delayReport('t-1', body);
    expect(write).toMatchObject({
      kind: 'transports.delay',
      method: 'POST',
      path: 'transports/t-1/delays',
      body,
    });
    expect(scopeOf(write)).toBe(scopeOf(crewStep('t-1', { status: 'en_route', at: body.at })));
    expect(transportWrites.kinds).toContain(delayReport);
  });

  it('changes nothing the transport shows until the server has it', () => {
    expect(delayReport.apply(transport, body)).toBe(transport);
  });
});

describe('a queued crew step in the one overlay of transports', () => {
  const assigned = {
    ...transport,
    status: 'assigned',
    version: 4,
    actions: ['en_route'],
  } as Transport;
  const queued = [
    entryOf(crewStep('t-1', { status: 'en_route', at: '2026-11-22T17:20:00.000Z' })),
    entryOf(crewStep('t-1', { status: 'at_pickup', at: '2026-11-22T17:35:00.000Z' })),
  ];

  it('shows the transport view the status it will have, marked as pending', () => {
    expect(overlayRecord(assigned, 't-1', queued, transportWrites)).toMatchObject({
      status: 'at_pickup',
      version: 4,
      pending: { effect: 'update', status: 'pending' },
    });
  });

  it('offers the steps after the queued ones, so a dead spot stops nothing on the view', () => {
    // The server named "3" from "assigned"; after 3 and 4 on the phone, 7 is next.
    expect(overlayRecord(assigned, 't-1', queued, transportWrites)?.actions).toEqual([
      'in_transit',
    ]);
    // A dispatcher's view keeps its own actions and gets no crew steps.
    const dispatcher = { ...assigned, actions: ['assignCrew', 'return'] } as Transport;
    expect(overlayRecord(dispatcher, 't-1', queued, transportWrites)?.actions).toEqual([
      'assignCrew',
      'return',
    ]);
  });

  it('shows the same in the list, and a refused step as failed, not as done', () => {
    const page = { data: [assigned, { ...assigned, id: 't-2' }], total_rows: 2 };
    const refused = [entryOf(crewStep('t-1', { status: 'en_route', at: 'x' }), 'failed')];
    const view = { page: 1, searchTexts: () => [] };
    const { records, total } = overlayPage(page, queued, transportWrites, view);
    expect(records.map(({ id, status, pending }) => ({ id, status, pending }))).toEqual([
      { id: 't-1', status: 'at_pickup', pending: { effect: 'update', status: 'pending' } },
      { id: 't-2', status: 'assigned', pending: undefined },
    ]);
    expect(total).toBe(2);
    expect(overlayRecord(assigned, 't-1', refused, transportWrites)?.pending?.status).toBe(
      'failed',
    );
  });
});
