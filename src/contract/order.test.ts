// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  NEED_FLAGS,
  NEEDS,
  needsRecordOf,
  templateOf,
  templateRecordOf,
  type OrderTemplateRecord,
} from './order';
import { transportCreate } from './transport';
import { seriesCreate } from './transport-series';

const NOW = new Date('2026-11-23T08:00:00Z');
const PATIENT = {
  insurer: { name: 'AOK Nordost', ik: '109519005' },
  healthInsuranceNumber: 'A123456780',
};

const place = (city: string, zipCode: string) => ({
  address: { street: 'Hauptstraße', houseNumber: '1', city, zipCode, country: 'DE' },
});

const template = (overrides: Record<string, unknown> = {}) => ({
  patientId: '0b6f2c3e-8a65-4a57-9a43-6d7b2f0e9c11',
  reason: 'dialysis',
  transportClass: 'KTW',
  mobility: 'lying',
  equipment: [
    { type: 'oxygen', litersPerMinute: 2 },
    { type: 'infusion', litersPerMinute: 4 },
  ],
  start: { ...place('Berlin', '10117'), ward: 'Station 3B', name: '' },
  destination: { ...place('Potsdam', '14467'), name: 'Dialysezentrum' },
  payer: { kind: 'facility' },
  ...overrides,
});

describe('the order module', () => {
  it('lists every need once, the yes/no needs among them, and not the vehicle they call for', () => {
    expect(NEEDS).toEqual([
      'mobility',
      'equipment',
      'infection',
      'weightKg',
      'companions',
      ...NEED_FLAGS,
    ]);
    expect(NEEDS).not.toContain('transportClass');
  });

  it('gives a single transport and a series the same template, each a yes/no need defaulting to no', () => {
    const single = v.parse(transportCreate(NOW), {
      ...template(),
      pickupAt: '2026-11-23T10:30:00+01:00',
    });
    const series = v.parse(seriesCreate(NOW), {
      ...template(),
      recurrence: {
        startDate: '2026-11-24',
        weekdays: ['MO'],
        count: 3,
        pickupTime: '07:30',
        state: 'BE',
      },
    });
    const stored = templateRecordOf(single, PATIENT);
    expect(templateRecordOf(series, PATIENT)).toEqual(stored);
    for (const flag of NEED_FLAGS) expect(stored[flag]).toBe(false);
  });

  it('stores the template as the server keeps it: litres with oxygen only, nulls for what is not given', () => {
    const order = v.parse(transportCreate(NOW), {
      ...template({ stairsWithoutLift: true }),
      pickupAt: '2026-11-23T10:30:00+01:00',
    });
    const stored = templateRecordOf(order, PATIENT);
    expect(stored).toMatchObject({
      reason: 'dialysis',
      transportClass: 'KTW',
      equipment: [
        { type: 'oxygen', litersPerMinute: 2 },
        { type: 'infusion', litersPerMinute: null },
      ],
      infection: { type: 'none', note: null },
      weightKg: null,
      companions: 0,
      stairsWithoutLift: true,
      crewNote: null,
      start: { name: null, ward: 'Station 3B', room: null, contactPhone: null },
      destination: { name: 'Dialysezentrum', ward: null },
      payer: { kind: 'facility' },
      prescription: null,
    });
    expect(templateOf(stored)).toEqual(stored);
  });

  it('reads a yes/no need a series stored before the need existed as no', () => {
    const stored = templateRecordOf(
      v.parse(transportCreate(NOW), { ...template(), pickupAt: '2026-11-23T10:30:00+01:00' }),
      PATIENT,
    );
    const before = Object.fromEntries(
      Object.entries(stored).filter(([key]) => !(NEED_FLAGS as readonly string[]).includes(key)),
    ) as OrderTemplateRecord;
    for (const flag of NEED_FLAGS) {
      expect(templateOf(before)[flag]).toBe(false);
      expect(needsRecordOf(before)[flag]).toBe(false);
    }
  });
});
