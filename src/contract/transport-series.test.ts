import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { seriesCreate } from './transport-series';

const NOW = new Date('2026-11-25T10:00:00Z');

const order = (recurrence: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  patientId: '0b9f8c1e-5a4e-4f5a-9b7e-3c1d2e4f5a6b',
  reason: 'radiotherapy',
  transportClass: 'TAXI',
  mobility: 'walking',
  start: {
    address: { street: 'A', houseNumber: '1', city: 'Berlin', zipCode: '10115', country: 'DE' },
  },
  destination: {
    address: { street: 'B', houseNumber: '2', city: 'Berlin', zipCode: '10117', country: 'DE' },
  },
  payer: { kind: 'insurer' },
  prescription: {
    issuedOn: '2026-11-20',
    direction: 'outbound',
    reason: 'outpatient_high_frequency',
    frequency: '5× pro Woche',
    facility: 'Charité',
    vehicle: 'ktw',
    vehicleNote: 'Überwachung',
    coPayment: 'required',
    approval: { reference: 'AZ-1', validUntil: '2027-06-30' },
  },
  recurrence: {
    startDate: '2026-11-30',
    weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
    count: 30,
    pickupTime: '08:00',
    state: 'BE',
    ...recurrence,
  },
  ...extra,
});

const fields = (input: unknown) => {
  const result = v.safeParse(seriesCreate(NOW), input);
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue)).sort();
};

describe('a series order', () => {
  it('takes every weekday for six weeks of radiotherapy with its approval', () => {
    expect(fields(order())).toEqual([]);
  });

  it('refuses an empty time or end date at its field instead of walking the rule with it', () => {
    // rrule throws on an empty start time: the rule must not be walked with one.
    expect(fields(order({ pickupTime: '' }))).toEqual(['recurrence.pickupTime']);
    expect(fields(order({ appointmentTime: '' }))).toEqual(['recurrence.appointmentTime']);
    expect(new Set(fields(order({ count: null, until: '' })))).toEqual(
      new Set(['recurrence.until']),
    );
  });

  it('names a return before the pickup while the end date is impossible too: every finding at once', () => {
    expect(
      fields(order({ count: null, until: '2027-02-31' }, { returnTrip: { time: '07:00' } })),
    ).toEqual(['recurrence.until', 'returnTrip.time']);
  });

  it('refuses an interval of 0 at its field and does not walk the rule', () => {
    expect(fields(order({ intervalWeeks: 0 }))).toEqual(['recurrence.intervalWeeks']);
  });

  it('wants an end date or a number, not both, within a year', () => {
    expect(fields(order({ until: '2026-12-31' }))).toEqual(['recurrence.until']);
    expect(fields(order({ count: null, until: '2028-01-01' }))).toEqual(['recurrence.until']);
  });

  it('wants the Muster 4 for a series the Kasse pays, not for a self-payer’s', () => {
    expect(fields(order({}, { prescription: null }))).toEqual(['prescription']);
    expect(fields(order({}, { prescription: null, payer: { kind: 'self' } }))).toEqual([]);
  });

  it('wants the return after the pickup and a rule that gives a date', () => {
    expect(fields(order({}, { returnTrip: { time: '07:00' } }))).toEqual(['returnTrip.time']);
    expect(fields(order({ weekdays: ['MO'], count: 1, skipDates: ['2026-11-30'] }))).toEqual([
      'recurrence.weekdays',
    ]);
  });
});
