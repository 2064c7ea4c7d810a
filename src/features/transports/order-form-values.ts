/**
 * The order form's values and their way to and from the contract. Field names follow the
 * contract's paths (`start.address.city`, `payer.approval.reference`), so the shared schema's
 * and the server's messages land at their fields. Times are typed as wall-clock time in Germany
 * (`YYYY-MM-DDTHH:mm`) and sent as ISO instants.
 */
import {
  emptyPayerForm,
  emptyPrescriptionForm,
  orderPrescriptionInput,
  payerFormValues,
  payerInput,
  prescriptionFieldOf,
  prescriptionFormValues,
  type PayerFormValues,
  type PrescriptionFormValues,
} from './prescription/prescription-form-values';
import dayjs from '@/lib/dayjs';
import * as v from 'valibot';
import type { AddressRecord } from '@/contract/address';
import {
  eachNeedFlag,
  type NeedFlag,
  type NeedsRecord,
  type TransportPlace,
} from '@/contract/order';
import { transportCreate, TransportUpdate, type TransportOrderData } from '@/contract/transport';
import type { Transport } from '@/contract/transport-answer';
import { isCalendarDate, todayInGermany } from '@/contract/dates';
import { pickLanguage } from '@/contract/messages';
import { patientFindings } from '@/contract/prescription-rules';
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
  /** A favourite address's or facility's name, filled when one is picked (issue 27.5). */
  name: string;
  address: AddressValues;
  ward: string;
  room: string;
  contactPhone: string;
};

export type RoundTripMode = 'none' | 'fixed' | 'onCall';

/**
 * What the patient needs on the way, and so which vehicle: the order's needs (order.ts) as the
 * form holds them — oxygen's litres in a field of their own, the yes/no needs as checkboxes.
 */
export type NeedsValues = {
  mobility: string;
  equipment: EquipmentType[];
  oxygenLitersPerMinute: number | null;
  infection: { type: string; note: string };
  weightKg: number | null;
  companions: number | null;
  transportClass: string;
  /** The class was picked by hand; until then it follows the suggestion. */
  classChosen: boolean;
} & Record<NeedFlag, boolean>;

export type OrderFormValues = NeedsValues & {
  patientId: string;
  reason: string;
  crewNote: string;
  start: PlaceValues;
  destination: PlaceValues;
  pickupAt: string;
  appointmentAt: string;
  roundTrip: { mode: RoundTripMode; returnAt: string };
  payer: PayerFormValues;
  prescription: PrescriptionFormValues;
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
  name: '',
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
  ...eachNeedFlag(() => false),
  transportClass: '',
  classChosen: false,
  crewNote: '',
  start: emptyPlace(),
  destination: emptyPlace(),
  pickupAt: '',
  appointmentAt: '',
  roundTrip: { mode: 'none', returnAt: '' },
  payer: emptyPayerForm(),
  prescription: emptyPrescriptionForm(),
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
  name: place.name ?? '',
  address: addressValues(place.address),
  ward: place.ward ?? '',
  room: place.room ?? '',
  contactPhone: place.contactPhone ?? '',
});

/** A stored order's needs as the form holds them; its class counts as picked. */
export function needsValues(order: NeedsRecord & Pick<Transport, 'transportClass'>): NeedsValues {
  const oxygen = order.equipment.find((item) => item.type === 'oxygen');
  return {
    mobility: order.mobility,
    equipment: order.equipment.map((item) => item.type),
    oxygenLitersPerMinute: oxygen?.litersPerMinute ?? null,
    infection: { type: order.infection.type, note: order.infection.note ?? '' },
    weightKg: order.weightKg,
    companions: order.companions,
    ...eachNeedFlag((flag) => order[flag]),
    transportClass: order.transportClass,
    classChosen: true,
  };
}

/** The form of an existing order (update). */
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
    payer: payerFormValues(transport.payer),
    prescription: prescriptionFormValues(transport.prescription),
    teamId: transport.team?.id ?? '',
  };
}

const blank = (value: string) => value.trim() === '';
const orUndefined = (value: string) => (blank(value) ? undefined : value);

/** A start or destination as the contract's input; an empty name, ward, room, phone is not given. */
export const placeInput = (value: PlaceValues) => ({
  name: orUndefined(value.name),
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
  ...eachNeedFlag((flag) => values[flag]),
});

/** The form's values as the contract's input (the schema then judges them). */
export function orderInput(values: OrderFormValues) {
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
    payer: payerInput(values.payer),
    prescription: orderPrescriptionInput(values.prescription),
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

/**
 * Oxygen's litres sit in the equipment list for the API and in one field in the form; the Muster
 * 4's whole-object messages at the fields that answer them.
 */
export const formFieldOf = (path: string) =>
  /^equipment\.\d+\.litersPerMinute$/.test(path)
    ? 'oxygenLitersPerMinute'
    : (prescriptionFieldOf(path) ?? path);

/** The form's field errors by field name (the contract's dotted paths), or none. */
export function orderFormErrors(
  values: OrderFormValues,
  mode: 'create' | 'update',
  patient: RulePatient | null = null,
): { fields: Record<string, string> } | undefined {
  const result = check(values, mode);
  const fields: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? '';
      fields[formFieldOf(path)] ??= issue.message;
    }
  } else if (patient) {
    // The rules of the picked patient's master data, as the server checks them (decision 095).
    const order = result.output as TransportOrderData;
    const lastRide = order.roundTrip?.returnAt ?? order.pickupAt;
    for (const finding of patientFindings(order, patient, todayInGermany(new Date(lastRide)))) {
      const language = pickLanguage(v.getGlobalConfig()?.lang);
      fields[formFieldOf(finding.path.join('.'))] ??= finding.message({
        lang: language,
      } as v.BaseIssue<unknown>);
    }
  }
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/** What of the picked patient the order's rules read. */
export type RulePatient = Parameters<typeof patientFindings>[1];

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
