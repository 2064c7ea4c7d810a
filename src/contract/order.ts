/**
 * One shape for an order (issue 26 §1, decision 117): its fields once, for the order form, the
 * client's queued record, the server's columns and answers, the series and the demo rows.
 *
 * - The template: the order without its times — what a single transport and every date of a
 *   series are ordered with (`templateEntries`; stored and answered as `OrderTemplateRecord`).
 * - The times: pickup, appointment and return trip of a single transport (`timeEntries`); a series
 *   has its rule instead (transport-series.ts).
 * - The needs: what the patient needs on the way, and so which vehicle — ONE list, `NEEDS`. The
 *   yes/no needs are `NEED_FLAGS`: every layer handles them by this list alone.
 *
 * Adding a yes/no need, say "Tragehilfe benötigt" (`carryingHelp`), touches these files:
 *   1. here: its name in `NEED_FLAGS`;
 *   2. `src/features/transports/transport-words.ts`: its words in `NEED_FLAG_LABELS` (the
 *      compiler asks for them) — the order form's checkbox and the transport view's line follow;
 *   3. `src/locales/en/messages.po`: `npx lingui extract`, then its English msgstr;
 *   4. the migration `npx drizzle-kit generate --name carrying-help` writes for its column
 *      (`carrying_help`, derived in server/db/schema/transports.ts; a series keeps it in its
 *      stored order).
 * The schemas, the form's values, the server's columns, presenters, republished copy, the
 * series' stored order and its change dialog, the log's redaction and the demo rows derive it.
 * A need with values (a choice, a number) adds its entry to `needEntries` and its stored form
 * to `NeedsRecord` and `needsRecordOf`, its column, its field in order-needs-fields.tsx and its
 * line on the transport view.
 */
import * as v from 'valibot';
import { Address, addressRecordOf, type AddressRecord } from './address';
import { boundedInteger, object, optionalPhone, optionalText, uuid } from './common';
import { instant, optionalInstant } from './instant';
import { m } from './messages';
import { PayerInput, transportPayerOf, type PayerPatient, type TransportPayer } from './payer';
import { PrescriptionInput, prescriptionOf, type Prescription } from './prescription';
import { orNull } from './record';
import {
  EQUIPMENT_TYPES,
  INFECTION_TYPES,
  MOBILITIES,
  TRANSPORT_CLASSES,
  type EquipmentType,
  type InfectionType,
  type Mobility,
  type TransportClass,
} from './transport-class';

export const TRANSPORT_REASONS = [
  'discharge',
  'admission',
  'transfer',
  'dialysis',
  'chemotherapy',
  'radiotherapy',
  'consultation',
  'rehabilitation',
  'other',
] as const;
export type TransportReason = (typeof TRANSPORT_REASONS)[number];

/** The yes/no needs: each a checkbox in the form, a boolean column, a line on the view. */
export const NEED_FLAGS = ['stairsWithoutLift'] as const;
export type NeedFlag = (typeof NEED_FLAGS)[number];

/** Every yes/no need with the value `valueOf` gives it. */
export const eachNeedFlag = <T>(valueOf: (flag: NeedFlag) => T) =>
  Object.fromEntries(NEED_FLAGS.map((flag) => [flag, valueOf(flag)])) as Record<NeedFlag, T>;

const choice = <const T extends readonly string[]>(options: T) => v.picklist(options, m('choice'));

const Equipment = object({
  type: choice(EQUIPMENT_TYPES),
  litersPerMinute: v.optional(
    v.nullable(
      v.pipe(
        v.number(m('litersPerMinute')),
        v.minValue(0.5, m('litersPerMinute')),
        v.maxValue(25, m('litersPerMinute')),
      ),
    ),
  ),
});

const needFlag = () => v.optional(v.boolean(m('invalidType')), false);

/** The needs as an order sends them; their vehicle (`transportClass`) is checked against them. */
const needEntries = {
  mobility: choice(MOBILITIES),
  equipment: v.optional(
    v.pipe(v.array(Equipment, m('invalidType')), v.maxLength(6, m('duplicateEquipment'))),
    [],
  ),
  infection: v.optional(object({ type: choice(INFECTION_TYPES), note: optionalText(300) }), {
    type: 'none' as const,
  }),
  weightKg: v.optional(v.nullable(boundedInteger(1, 400, 'weightKg'))),
  companions: v.optional(boundedInteger(0, 3, 'companions'), 0),
  ...eachNeedFlag(needFlag),
};
export type Need = keyof typeof needEntries;
/** The one list of an order's needs (without the vehicle they call for). */
export const NEEDS = Object.keys(needEntries) as Need[];

const Place = object({
  /** What people call the place: a favourite address's or facility's name (issue 27.5). */
  name: optionalText(150),
  address: Address,
  ward: optionalText(100),
  room: optionalText(50),
  contactPhone: optionalPhone,
});

/** The order without its times: shared by a single transport and a series. */
export const templateEntries = {
  id: v.optional(uuid),
  patientId: v.pipe(v.string(m('patient')), v.uuid(m('patient'))),
  reason: choice(TRANSPORT_REASONS),
  transportClass: choice(TRANSPORT_CLASSES),
  ...needEntries,
  crewNote: optionalText(1000),
  start: Place,
  destination: Place,
  /** Who pays (decision 096). */
  payer: PayerInput,
  /** The Muster 4 (decision 095); null where none is needed or it follows later. */
  prescription: v.optional(v.nullable(PrescriptionInput)),
  teamId: v.optional(v.nullable(uuid)),
};
export type OrderTemplateData = v.InferOutput<v.ObjectSchema<typeof templateEntries, undefined>>;

/** A single transport's times. */
export const timeEntries = {
  pickupAt: instant,
  appointmentAt: optionalInstant,
  roundTrip: v.optional(
    v.nullable(
      object({ returnAt: optionalInstant, onCall: v.optional(v.boolean(m('invalidType')), false) }),
    ),
  ),
};

/** A start or destination as stored and answered. */
export type TransportPlace = {
  /**
   * A favourite address's or facility's name, where the order came from one; orders made before
   * issue 27 have none.
   */
  name?: string | null;
  address: AddressRecord;
  ward: string | null;
  room: string | null;
  contactPhone: string | null;
};

/** The needs as stored and answered. */
export type NeedsRecord = {
  mobility: Mobility;
  equipment: { type: EquipmentType; litersPerMinute: number | null }[];
  infection: { type: InfectionType; note: string | null };
  weightKg: number | null;
  companions: number;
} & Record<NeedFlag, boolean>;

/** The order without its times as stored and answered (a series keeps it as one record). */
export type OrderTemplateRecord = NeedsRecord & {
  reason: TransportReason;
  transportClass: TransportClass;
  crewNote: string | null;
  start: TransportPlace;
  destination: TransportPlace;
  /** Who pays (decision 096). */
  payer: TransportPayer;
  /** The Muster 4 (decision 095). Health data: never on the marketplace before assignment. */
  prescription: Prescription | null;
};

type NeedsData = Pick<OrderTemplateData, Exclude<Need, NeedFlag>> &
  Partial<Record<NeedFlag, boolean>>;

/**
 * The needs as stored, from an order's data or a stored record: litres only with oxygen, nulls
 * for what is not given, and `false` for a yes/no need a record stored before it existed lacks.
 */
export const needsRecordOf = (needs: NeedsData | NeedsRecord): NeedsRecord => ({
  mobility: needs.mobility,
  equipment: needs.equipment.map((item) => ({
    type: item.type,
    litersPerMinute: item.type === 'oxygen' ? orNull(item.litersPerMinute) : null,
  })),
  infection: { type: needs.infection.type, note: orNull(needs.infection.note) },
  weightKg: orNull(needs.weightKg),
  companions: needs.companions,
  ...eachNeedFlag((flag) => needs[flag] ?? false),
});

const placeRecordOf = (place: OrderTemplateData['start']): TransportPlace => ({
  name: orNull(place.name),
  address: addressRecordOf(place.address),
  ward: orNull(place.ward),
  room: orNull(place.room),
  contactPhone: orNull(place.contactPhone),
});

/**
 * The template an order's data stores; the payer's Krankenkasse and insurance number are the
 * ordered patient's.
 */
export const templateRecordOf = (
  order: OrderTemplateData,
  patient: PayerPatient | null,
): OrderTemplateRecord => ({
  reason: order.reason,
  transportClass: order.transportClass,
  ...needsRecordOf(order),
  crewNote: orNull(order.crewNote),
  start: placeRecordOf(order.start),
  destination: placeRecordOf(order.destination),
  payer: transportPayerOf(order.payer, patient),
  prescription: order.prescription ? prescriptionOf(order.prescription) : null,
});

/** The template of a stored transport, series or answer (for an answer, or a copy). */
export const templateOf = (record: OrderTemplateRecord): OrderTemplateRecord => ({
  reason: record.reason,
  transportClass: record.transportClass,
  ...needsRecordOf(record),
  crewNote: record.crewNote,
  start: record.start,
  destination: record.destination,
  payer: record.payer,
  prescription: record.prescription,
});
