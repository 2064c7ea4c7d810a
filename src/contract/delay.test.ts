import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DelayInput,
  delayHeadingOf,
  isLateSettingOff,
  isUnreportedLate,
  showsArrival,
} from './delay';

describe('a delay report as the phone sends it', () => {
  const valid = {
    id: '0b8a4c1e-52f4-4d5c-9d2e-6a1f3c7e9b10',
    reason: 'traffic',
    newArrivalAt: '2026-11-28T14:50:00+01:00',
  };

  it('takes a reason code and a new arrival, normalised to UTC', () => {
    const parsed = v.parse(DelayInput, valid);
    expect(parsed).toMatchObject({ reason: 'traffic', newArrivalAt: '2026-11-28T13:50:00.000Z' });
    expect(parsed.at).toBeUndefined();
  });

  it('names every field it refuses: no free text as a reason, no time without a zone', () => {
    const result = v.safeParse(DelayInput, {
      id: 'x',
      reason: 'Patientin hat Fieber',
      newArrivalAt: '2026-11-28T14:50',
      at: 'gestern',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.issues?.map((issue) => v.getDotPath(issue)));
    expect([...fields].sort()).toEqual(['at', 'id', 'newArrivalAt', 'reason']);
  });

  it('concerns the pickup until the patient is on board, then the destination', () => {
    expect(delayHeadingOf('assigned')).toBe('pickup');
    expect(delayHeadingOf('en_route')).toBe('pickup');
    expect(delayHeadingOf('in_transit')).toBe('destination');
  });
});

describe('late without a word', () => {
  const pickupAt = '2026-11-28T14:00:00.000Z';
  const late = (estimatedAt: string, delayReported = false, heading = 'pickup' as const) =>
    isUnreportedLate({ heading, estimatedAt, pickupAt, delayReported });

  it('is more than 15 minutes past the pickup time by the estimate', () => {
    expect(late('2026-11-28T14:15:00.000Z')).toBe(false);
    expect(late('2026-11-28T14:15:01.000Z')).toBe(true);
  });

  it('is not late once a delay was reported, nor without an estimate or on the way to the destination', () => {
    expect(late('2026-11-28T15:00:00.000Z', true)).toBe(false);
    expect(
      isUnreportedLate({ heading: 'pickup', estimatedAt: null, pickupAt, delayReported: false }),
    ).toBe(false);
    expect(
      isUnreportedLate({
        heading: 'destination',
        estimatedAt: '2026-11-28T15:00:00.000Z',
        pickupAt,
        delayReported: false,
      }),
    ).toBe(false);
  });
});

describe('late before setting off', () => {
  const pickupAt = '2026-11-29T09:00:00.000Z';
  const at = (time: string) => new Date(`2026-11-29T${time}:00.000Z`);
  it('is a taken transport not on its way more than 15 minutes after its pickup time', () => {
    const taken = { status: 'assigned' as const, pickupAt };
    expect(isLateSettingOff(taken, false, at('09:15'))).toBe(false);
    expect(isLateSettingOff(taken, false, at('09:16'))).toBe(true);
  });

  it('is not late with a delay reported, once on its way, or without a pickup time', () => {
    const later = at('10:00');
    expect(isLateSettingOff({ status: 'assigned', pickupAt }, true, later)).toBe(false);
    for (const status of ['en_route', 'at_pickup', 'open', 'completed'] as const) {
      expect(isLateSettingOff({ status, pickupAt }, false, later), status).toBe(false);
    }
    expect(isLateSettingOff({ status: 'assigned', pickupAt: null }, false, later)).toBe(false);
  });
});

describe('where the arrival line shows', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  it('on the way, and for a taken transport within three hours of its pickup', () => {
    expect(showsArrival({ status: 'en_route', pickupAt: null }, now)).toBe(true);
    expect(showsArrival({ status: 'assigned', pickupAt: '2026-11-28T14:30:00.000Z' }, now)).toBe(
      true,
    );
    expect(showsArrival({ status: 'assigned', pickupAt: '2026-11-28T15:30:00.000Z' }, now)).toBe(
      false,
    );
    expect(showsArrival({ status: 'open', pickupAt: '2026-11-28T12:30:00.000Z' }, now)).toBe(false);
    expect(showsArrival({ status: 'completed', pickupAt: '2026-11-28T11:30:00.000Z' }, now)).toBe(
      false,
    );
  });
});
