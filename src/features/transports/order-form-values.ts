/**
 * The order form's values and their way to and from the contract. Field names follow the
 * contract's paths (`start.address.city`, `payer.approval.reference`), so the shared schema's
 * and the server's messages land at their fields. Times are typed as wall-clock time in Germany
 * (`YYYY-MM-DDTHH:mm`) and sent as ISO instants.
 */
import dayjs from 'dayjs';
import * as v from 'valibot';
import type { AddressRecord } from '@/contract/address';
import { transportCreate, TransportUpdate, type TransportOrderData } from '@/contract/transport';
import type { Transport, TransportPlace } from '@/contract/transport-answer';
import { isCalendarDate } from '@/contract/dates';
import type { EquipmentType } from '@/contract/transport-class';
import { APP_TIME_ZONE } from '@/lib/dates';
import { emptySeriesForm, type SeriesFormValues } from './series-form-defaults';

export type AddressValues = {
  street: string;
  houseNumber: string;
  floor: string;
  city: string;
  zipCode: string;
  country: string;
  note: string;
};

export type PlaceValues = {
  address: AddressValues;
  ward: string;
  room: string;
  contactPhone: string;
};

export type RoundTripMode = 'none' | 'fixed' | 'onCall';

export type OrderFormValues = {
  patientId: string;
  reason: string;
  mobility: string;
  equipment: EquipmentType[];
  oxygenLitersPerMinute: number | null;
  infection: { type: string; note: string };
  weightKg: number | null;
  companions: number | null;
  stairsWithoutLift: boolean;
  transportClass: string;
  /** The class was picked by hand; until then it follows the suggestion. */
  classChosen: boolean;
  crewNote: string;
  start: PlaceValues;
  destination: PlaceValues;
  pickupAt: string;
  appointmentAt: string;
  roundTrip: { mode: RoundTripMode; returnAt: string };
  payer: {
    type: string;
    insurer: { name: string; ik: string };
    insuranceNumber: string;
    coPaymentExempt: boolean;
    approval: { status: string; reference: string };
  };
  prescription: string;
  teamId: string;
  /** A series order (create only): the rule beside the order. Drafts from before lack it. */
  recurrence?: SeriesFormValues;
};

const emptyAddress = (): AddressValues => ({
  street: '',
  houseNumber: '',
  floor: '',
  city: '',
  zipCode: '',
  country: 'DE',
  note: '',
});

const emptyPlace = (): PlaceValues => ({
  address: emptyAddress(),
  ward: '',
  room: '',
  contactPhone: '',
});

export const emptyOrderForm = (teamId = ''): OrderFormValues => ({
  patientId: '',
  reason: '',
  mobility: '',
  equipment: [],
  oxygenLitersPerMinute: null,
  infection: { type: 'none', note: '' },
  weightKg: null,
  companions: 0,
  stairsWithoutLift: false,
  transportClass: '',
  classChosen: false,
  crewNote: '',
  start: emptyPlace(),
  destination: emptyPlace(),
  pickupAt: '',
  appointmentAt: '',
  roundTrip: { mode: 'none', returnAt: '' },
  payer: {
    type: 'GKV',
    insurer: { name: '', ik: '' },
    insuranceNumber: '',
    coPaymentExempt: false,
    approval: { status: 'not_needed', reference: '' },
  },
  prescription: 'present',
  teamId,
  recurrence: emptySeriesForm(),
});

/** `YYYY-MM-DDTHH:mm` in Germany for an instant, '' for none. */
export function localTime(instant: string | null | undefined): string {
  return instant ? dayjs(instant).tz(APP_TIME_ZONE).format('YYYY-MM-DDTHH:mm') : '';
}

/**
 * The instant of a `YYYY-MM-DDTHH:mm` typed in Germany; the text itself when it is no time —
 * also for a day the month does not have (`…-02-31T…`), which dayjs would roll into March.
 */
export function instantOf(local: string): string | undefined {
  if (local.trim() === '') return undefined;
  const parsed = dayjs.tz(local, 'YYYY-MM-DDTHH:mm', APP_TIME_ZONE);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) &&
    isCalendarDate(local.slice(0, 10)) &&
    parsed.isValid()
    ? parsed.toISOString()
    : local;
}

/** The pickup planned before an appointment: an hour earlier (the ward may change it). */
export const PICKUP_LEAD_MINUTES = 60;
export const pickupBefore = (appointmentLocal: string) =>
  dayjs(appointmentLocal, 'YYYY-MM-DDTHH:mm', true).isValid()
    ? dayjs(appointmentLocal).subtract(PICKUP_LEAD_MINUTES, 'minute').format('YYYY-MM-DDTHH:mm')
    : '';

export const addressValues = (address: AddressRecord): AddressValues => ({
  street: address.street,
  houseNumber: address.houseNumber,
  floor: address.floor ?? '',
  city: address.city,
  zipCode: address.zipCode,
  country: address.country,
  note: address.note ?? '',
});

export const placeValues = (place: TransportPlace): PlaceValues => ({
  address: addressValues(place.address),
  ward: place.ward ?? '',
  room: place.room ?? '',
  contactPhone: place.contactPhone ?? '',
});

/** The form of an existing order (update). */
/** What the patient needs on the way, and so which vehicle: the order's medical part. */
export type NeedsValues = Pick<
  OrderFormValues,
  | 'mobility'
  | 'equipment'
  | 'oxygenLitersPerMinute'
  | 'infection'
  | 'weightKg'
  | 'companions'
  | 'stairsWithoutLift'
  | 'transportClass'
  | 'classChosen'
>;

type NeedsRecord = Pick<
  Transport,
  | 'mobility'
  | 'equipment'
  | 'infection'
  | 'weightKg'
  | 'companions'
  | 'stairsWithoutLift'
  | 'transportClass'
>;

/** A stored order's needs as the form holds them; its class counts as picked. */
export function needsValues(order: NeedsRecord): NeedsValues {
  const oxygen = order.equipment.find((item) => item.type === 'oxygen');
  return {
    mobility: order.mobility,
    equipment: order.equipment.map((item) => item.type),
    oxygenLitersPerMinute: oxygen?.litersPerMinute ?? null,
    infection: { type: order.infection.type, note: order.infection.note ?? '' },
    weightKg: order.weightKg,
    companions: order.companions,
    stairsWithoutLift: order.stairsWithoutLift,
    transportClass: order.transportClass,
    classChosen: true,
  };
}

export function orderFormValues(transport: Transport): OrderFormValues {
  return {
    patientId: transport.patientId ?? '',
    reason: transport.reason,
    ...needsValues(transport),
    crewNote: transport.crewNote ?? '',
    start: placeValues(transport.start),
    destination: placeValues(transport.destination),
    pickupAt: localTime(transport.pickupAt),
    appointmentAt: localTime(transport.appointmentAt),
    roundTrip: transport.roundTrip
      ? {
          mode: transport.roundTrip.onCall ? 'onCall' : 'fixed',
          returnAt: localTime(transport.roundTrip.returnAt),
        }
      : { mode: 'none', returnAt: '' },
    payer: {
      type: transport.payer.type,
      insurer: {
        name: transport.payer.insurer?.name ?? '',
        ik: transport.payer.insurer?.ik ?? '',
      },
      insuranceNumber: transport.payer.insuranceNumber ?? '',
      coPaymentExempt: transport.payer.coPaymentExempt,
      approval: {
        status: transport.payer.approval?.status ?? 'not_needed',
        reference: transport.payer.approval?.reference ?? '',
      },
    },
    prescription: transport.prescription,
    teamId: transport.team?.id ?? '',
  };
}

const blank = (value: string) => value.trim() === '';
const orUndefined = (value: string) => (blank(value) ? undefined : value);

/** A start or destination as the contract's input; empty ward, room and phone are not given. */
export const placeInput = (value: PlaceValues) => ({
  address: value.address,
  ward: orUndefined(value.ward),
  room: orUndefined(value.room),
  contactPhone: orUndefined(value.contactPhone),
});

/** The needs as the contract's input; oxygen's litres go back into the equipment list. */
export const needsInput = (values: NeedsValues) => ({
  transportClass: values.transportClass,
  mobility: values.mobility,
  equipment: values.equipment.map((type) => ({
    type,
    litersPerMinute: type === 'oxygen' ? values.oxygenLitersPerMinute : undefined,
  })),
  infection: { type: values.infection.type, note: orUndefined(values.infection.note) },
  weightKg: values.weightKg,
  companions: values.companions ?? 0,
  stairsWithoutLift: values.stairsWithoutLift,
});

/** The form's values as the contract's input (the schema then judges them). */
export function orderInput(values: OrderFormValues) {
  const insurer = values.payer.insurer;
  return {
    patientId: values.patientId,
    reason: values.reason,
    ...needsInput(values),
    crewNote: orUndefined(values.crewNote),
    start: placeInput(values.start),
    destination: placeInput(values.destination),
    pickupAt: instantOf(values.pickupAt) ?? '',
    appointmentAt: instantOf(values.appointmentAt),
    roundTrip:
      values.roundTrip.mode === 'none'
        ? null
        : {
            onCall: values.roundTrip.mode === 'onCall',
            returnAt:
              values.roundTrip.mode === 'fixed' ? instantOf(values.roundTrip.returnAt) : undefined,
          },
    payer: {
      type: values.payer.type,
      insurer: blank(insurer.name) && blank(insurer.ik) ? null : insurer,
      insuranceNumber: orUndefined(values.payer.insuranceNumber),
      coPaymentExempt: values.payer.type === 'GKV' && values.payer.coPaymentExempt,
      approval:
        values.payer.type === 'GKV'
          ? {
              status: values.payer.approval.status,
              reference: orUndefined(values.payer.approval.reference),
            }
          : null,
    },
    prescription: values.prescription,
    teamId: orUndefined(values.teamId) ?? null,
  };
}

/** The contract's schema for the form's mode: a new order against the time now, an edit without. */
function check(values: OrderFormValues, mode: 'create' | 'update') {
  const input = orderInput(values);
  return mode === 'create'
    ? v.safeParse(transportCreate(new Date()), input)
    : v.safeParse(TransportUpdate, { ...input, version: 1 });
}

/** Oxygen's litres sit in the equipment list for the API and in one field in the form. */
export const formFieldOf = (path: string) =>
  /^equipment\.\d+\.litersPerMinute$/.test(path) ? 'oxygenLitersPerMinute' : path;

/** The form's field errors by field name (the contract's dotted paths), or none. */
export function orderFormErrors(
  values: OrderFormValues,
  mode: 'create' | 'update',
): { fields: Record<string, string> } | undefined {
  const result = check(values, mode);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    // Oxygen's litres sit in the equipment list for the API and in one field in the form.
    fields[formFieldOf(path)] ??= issue.message;
  }
  return { fields };
}

/** The validated order of a form that passed `orderFormErrors`. */
export function orderDataFromForm(
  values: OrderFormValues,
  mode: 'create' | 'update',
): TransportOrderData {
  const result = check(values, mode);
  if (!result.success) throw new Error('The order form was submitted with errors.');
  const { version: _version, ...order } = result.output as TransportOrderData & {
    version?: number;
  };
  return order;
}
