// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { suggestedClass, minimumClass } from './transport-class';
import {
  classRuleText,
  StatusInput,
  TransportListQuery,
  transportCreate,
  TransportUpdate,
} from './transport';
import { ageBand, initials, transportNumber } from './transport-answer';

const NOW = new Date('2026-11-23T08:00:00Z');

const place = (city: string, zipCode: string) => ({
  address: { street: 'Hauptstraße', houseNumber: '1', city, zipCode, country: 'DE' },
});

const order = (overrides: Record<string, unknown> = {}) => ({
  patientId: '0b6f2c3e-8a65-4a57-9a43-6d7b2f0e9c11',
  reason: 'discharge',
  transportClass: 'TAXI',
  mobility: 'walking',
  start: { ...place('Berlin', '10117'), ward: 'Station 3B' },
  destination: place('Potsdam', '14467'),
  pickupAt: '2026-11-23T10:30:00+01:00',
  payer: { kind: 'insurer' },
  prescription: {
    issuedOn: '2026-11-20',
    direction: 'outbound',
    reason: 'inpatient_full',
    treatmentOn: '2026-11-20',
    facility: 'Charité',
    vehicle: 'ktw',
    vehicleNote: 'Überwachung',
    coPayment: 'required',
  },
  ...overrides,
});

const errors = (schema: v.GenericSchema, input: unknown, lang = 'de') => {
  const result = v.safeParse(schema, input, { lang });
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('the transport order', () => {
  it('accepts a complete order and answers times in UTC with defaults filled in', () => {
    const result = v.parse(transportCreate(NOW), order());
    expect(result.pickupAt).toBe('2026-11-23T09:30:00.000Z');
    expect(result.equipment).toEqual([]);
    expect(result.infection).toEqual({ type: 'none' });
    expect(result.companions).toBe(0);
    expect(result.stairsWithoutLift).toBe(false);
  });

  it('names the class rule a lying patient with oxygen breaks, in German and English', () => {
    const input = order({
      mobility: 'lying',
      equipment: [{ type: 'oxygen', litersPerMinute: 2 }],
      transportClass: 'BTW',
    });
    expect(errors(transportCreate(NOW), input)).toEqual({
      transportClass: ['Liegend → mindestens KTW.', 'Sauerstoff → mindestens KTW.'],
    });
    expect(errors(transportCreate(NOW), input, 'en')).toEqual({
      transportClass: ['Lying → at least KTW.', 'Oxygen → at least KTW.'],
    });
  });

  it('requires at least BTW for a patient staying in the wheelchair, KTW for any infection', () => {
    expect(errors(transportCreate(NOW), order({ mobility: 'wheelchair_stay' }))).toEqual({
      transportClass: ['Bleibt im Rollstuhl → mindestens BTW (Rollstuhl).'],
    });
    expect(
      errors(transportCreate(NOW), order({ mobility: 'wheelchair_stay', transportClass: 'BTW' })),
    ).toEqual({});
    expect(
      errors(
        transportCreate(NOW),
        order({ infection: { type: 'unknown' }, transportClass: 'BTW' }),
      ),
    ).toEqual({
      transportClass: ['Infektion → mindestens KTW.'],
    });
  });

  it('suggests a heavy-duty ambulance over 150 kg without requiring it', () => {
    expect(suggestedClass({ mobility: 'walking', weightKg: 151 }).transportClass).toBe('KTW_HEAVY');
    expect(suggestedClass({ mobility: 'walking', weightKg: 150 }).transportClass).toBe('TAXI');
    expect(minimumClass({ mobility: 'walking', weightKg: 180 })).toBe('TAXI');
    expect(errors(transportCreate(NOW), order({ weightKg: 180 }))).toEqual({});
  });

  it('names the suggested and required classes by name, never by code', () => {
    const { rules } = suggestedClass({ mobility: 'wheelchair_stay', weightKg: 151 });
    const texts = rules.map((rule) => classRuleText(rule));
    expect(texts.map((text) => text.de)).toEqual(
      expect.arrayContaining(['Über 150 kg → Schwerlast-KTW empfohlen.']),
    );
    expect(texts.map((text) => text.en)).toEqual(
      expect.arrayContaining(['Over 150 kg → Heavy-duty KTW recommended.']),
    );
    expect(texts.map((text) => text.de)).toEqual(
      expect.arrayContaining(['Bleibt im Rollstuhl → mindestens BTW (Rollstuhl).']),
    );
    expect(JSON.stringify(texts)).not.toMatch(/KTW_HEAVY|\bTAXI\b/);
  });

  it('refuses a pickup in the past on create (five minutes of grace), not on update', () => {
    expect(errors(transportCreate(NOW), order({ pickupAt: '2026-11-23T07:54:00Z' }))).toEqual({
      pickupAt: ['Die Abholzeit liegt in der Vergangenheit.'],
    });
    expect(errors(transportCreate(NOW), order({ pickupAt: '2026-11-23T07:56:00Z' }))).toEqual({});
    expect(
      errors(TransportUpdate, order({ pickupAt: '2026-11-20T07:00:00Z', version: 2 })),
    ).toEqual({});
  });

  it('refuses a time without an offset and one that does not exist', () => {
    expect(errors(transportCreate(NOW), order({ pickupAt: '2026-11-23T10:30:00' }))).toEqual({
      pickupAt: ['Bitte ein gültiges Datum mit Uhrzeit angeben.'],
    });
    expect(errors(transportCreate(NOW), order({ pickupAt: '2026-11-31T10:30:00Z' }))).toEqual({
      pickupAt: ['Bitte ein gültiges Datum mit Uhrzeit angeben.'],
    });
  });

  it('orders appointment after pickup and the return trip after both', () => {
    expect(
      errors(
        transportCreate(NOW),
        order({
          appointmentAt: '2026-11-23T09:00:00Z',
          roundTrip: { returnAt: '2026-11-23T09:00:00Z' },
        }),
      ),
    ).toEqual({
      appointmentAt: ['Der Termin muss nach der Abholzeit liegen.'],
      'roundTrip.returnAt': ['Die Rückfahrt muss nach der Hinfahrt liegen.'],
    });
    expect(errors(transportCreate(NOW), order({ roundTrip: {} }))).toEqual({
      'roundTrip.returnAt': ['Bitte eine Zeit für die Rückfahrt angeben oder „auf Abruf“ wählen.'],
    });
    expect(errors(transportCreate(NOW), order({ roundTrip: { onCall: true } }))).toEqual({});
  });

  it('asks for the oxygen flow, the infection note and the approval reference', () => {
    expect(
      errors(
        transportCreate(NOW),
        order({
          transportClass: 'KTW',
          equipment: [{ type: 'oxygen' }],
          infection: { type: 'OTHER' },
          payer: { kind: 'accident_insurer', ik: '12345' },
        }),
      ),
    ).toEqual({
      'equipment.0.litersPerMinute': ['Sauerstoff: 0,5 bis 25 Liter pro Minute.'],
      'infection.note': ['Bitte die Infektion beschreiben.'],
      'payer.ik': ['Das Institutionskennzeichen (IK) hat 9 Ziffern.'],
      'payer.name': ['Bitte den Namen der Berufsgenossenschaft angeben.'],
    });
  });

  it('asks for a patient in words a nurse acts on, and calls a malformed one invalid', () => {
    expect(errors(transportCreate(NOW), order({ patientId: '' }))?.patientId).toEqual([
      'Bitte einen Patienten wählen.',
    ]);
    expect(errors(transportCreate(NOW), order({ patientId: undefined }), 'en')?.patientId).toEqual([
      'Please choose a patient.',
    ]);
    expect(errors(transportCreate(NOW), order({ patientId: 'p-1' }))?.patientId).toEqual([
      'Ungültige Kennung.',
    ]);
  });
});

describe('crew steps and lists', () => {
  it('requires km and waiting minutes on completion only', () => {
    expect(errors(StatusInput, { status: 'completed' })).toEqual({
      km: ['Bitte ganze Kilometer von 0 bis 2000 angeben.'],
      waitingMinutes: ['Bitte ganze Minuten von 0 bis 1440 angeben.'],
    });
    expect(errors(StatusInput, { status: 'completed', km: 18, waitingMinutes: 20 })).toEqual({});
    expect(errors(StatusInput, { status: 'en_route', at: '2026-11-23T08:01:00+01:00' })).toEqual(
      {},
    );
    expect(errors(StatusInput, { status: 'open' })).toEqual({
      status: ['Bitte eine der angebotenen Möglichkeiten wählen.'],
    });
  });

  it('reads a status list and a day range, and refuses a range that ends before it starts', () => {
    expect(v.parse(TransportListQuery, { status: 'open, assigned' }).status).toEqual([
      'open',
      'assigned',
    ]);
    expect(errors(TransportListQuery, { from: '2026-11-23', to: '2026-11-22' })).toEqual({
      to: ['Das Ende des Zeitraums liegt vor seinem Anfang.'],
    });
    expect(errors(TransportListQuery, { status: 'open,bogus' })).toHaveProperty(['status.1']);
  });
});

describe('what the marketplace shows of a patient', () => {
  it('gives initials and an age band on the day of the transport', () => {
    expect(initials('anna', 'Müller')).toBe('A. M.');
    expect(initials('Özlem', 'Şahin')).toBe('Ö. Ş.');
    expect(ageBand('1946-11-24', '2026-11-23')).toBe('70-79');
    expect(ageBand('1946-11-23', '2026-11-23')).toBe('80-89');
    expect(ageBand('2010-01-01', '2026-11-23')).toBe('0-17');
    expect(ageBand('1930-05-05', '2026-11-23')).toBe('90+');
  });

  it('numbers transports per year with six digits', () => {
    expect(transportNumber(2026, 123)).toBe('T-2026-000123');
  });
});
