/**
 * Transport orders (PRODUCT.md §4, §7): what a ward or a company orders, the commands of its
 * lifecycle, and the list query. Shared by the order form, the server and the crew's offline queue.
 */
import * as v from 'valibot';
import { boundedInteger, listQuery, object, requiredText, uuid, version } from './common';
import { objectRules, type RuleFinding } from './cross-field';
import { prescriptionFindings } from './prescription-rules';
import { isStorableDate } from './dates';
import { instant, optionalInstant } from './instant';
import { localized, m, type Language } from './messages';
import { templateEntries, timeEntries } from './order';
import { brokenClassRules, TRANSPORT_CLASS_NAMES, type ClassRule } from './transport-class';
import { CREW_STEPS, TRANSPORT_STATUSES } from './transport-lifecycle';
import { TRANSPORT_SORTS } from './list-sorts';

/** A transport may be ordered from a few minutes ago ("sofort") up to about a year ahead. */
export const PICKUP_GRACE_MS = 5 * 60_000;
export const MAX_AHEAD_MS = 366 * 24 * 60 * 60_000;

const choice = <const T extends readonly string[]>(options: T) => v.picklist(options, m('choice'));

/** A single transport's order: the template (order.ts) and its times. */
const orderEntries = { ...templateEntries, ...timeEntries };

const OrderObject = object(orderEntries);
export type TransportOrderData = v.InferOutput<typeof OrderObject>;

const CLASS_REASON_TEXT: Record<string, Record<Language, string>> = {
  lying: { de: 'Liegend', en: 'Lying' },
  wheelchair_stay: { de: 'Bleibt im Rollstuhl', en: 'Stays in the wheelchair' },
  oxygen: { de: 'Sauerstoff', en: 'Oxygen' },
  suction: { de: 'Absaugung', en: 'Suction' },
  monitoring: { de: 'Monitoring', en: 'Monitoring' },
  infection: { de: 'Infektion', en: 'Infection' },
};

/** "Liegend → mindestens KTW." in the caller's language. */
export function classRuleText(rule: ClassRule): Record<Language, string> {
  const { reason } = rule;
  const key =
    reason.kind === 'mobility'
      ? reason.mobility
      : reason.kind === 'equipment'
        ? reason.equipment
        : reason.kind === 'infection'
          ? 'infection'
          : null;
  const name = TRANSPORT_CLASS_NAMES[rule.minimum];
  if (key === null) {
    return {
      de: `Über 150 kg → ${name.de} empfohlen.`,
      en: `Over 150 kg → ${name.en} recommended.`,
    };
  }
  const what = CLASS_REASON_TEXT[key]!;
  return {
    de: `${what.de} → mindestens ${name.de}.`,
    en: `${what.en} → at least ${name.en}.`,
  };
}

/** What an order's needs must agree on: class, equipment, infection, prescription (series too). */
export function needFindings(
  order: Pick<
    TransportOrderData,
    | 'transportClass'
    | 'mobility'
    | 'equipment'
    | 'infection'
    | 'weightKg'
    | 'payer'
    | 'prescription'
  >,
): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const rule of brokenClassRules(order.transportClass, order)) {
    findings.push({ path: ['transportClass'], message: localized(classRuleText(rule)) });
  }
  const types = order.equipment.map((item) => item.type);
  if (new Set(types).size !== types.length) {
    findings.push({ path: ['equipment'], message: m('duplicateEquipment') });
  }
  order.equipment.forEach((item, index) => {
    if (item.type === 'oxygen' && item.litersPerMinute == null) {
      findings.push({
        path: ['equipment', index, 'litersPerMinute'],
        message: m('litersPerMinute'),
      });
    }
  });
  if (order.infection.type === 'OTHER' && !order.infection.note) {
    findings.push({ path: ['infection', 'note'], message: m('infectionNote') });
  }
  findings.push(...prescriptionFindings(order));
  return findings;
}

/** The rules every order obeys whenever it is checked (create, update, form). */
function orderFindings(order: TransportOrderData): RuleFinding[] {
  const findings = needFindings(order);
  if (order.appointmentAt && order.appointmentAt <= order.pickupAt) {
    findings.push({ path: ['appointmentAt'], message: m('appointmentBeforePickup') });
  }
  const trip = order.roundTrip;
  if (trip && !trip.onCall && !trip.returnAt) {
    findings.push({ path: ['roundTrip', 'returnAt'], message: m('returnTimeOrOnCall') });
  }
  if (trip?.returnAt && trip.returnAt <= (order.appointmentAt ?? order.pickupAt)) {
    findings.push({ path: ['roundTrip', 'returnAt'], message: m('returnBeforeOutbound') });
  }
  return findings;
}

/** Times relative to now: only a new order must lie ahead (an edit may keep a passed time). */
function timeFindings(order: { pickupAt: string }, now: Date): RuleFinding[] {
  const pickup = Date.parse(order.pickupAt);
  if (pickup < now.getTime() - PICKUP_GRACE_MS)
    return [{ path: ['pickupAt'], message: m('pickupInPast') }];
  if (pickup > now.getTime() + MAX_AHEAD_MS)
    return [{ path: ['pickupAt'], message: m('tooFarAhead') }];
  return [];
}

/** A new order, checked against the time `now` (the server's clock, or the form's). */
export const transportCreate = (now: Date) =>
  objectRules(OrderObject, (order) => [...orderFindings(order), ...timeFindings(order, now)]);
export type TransportCreateInput = v.InferInput<ReturnType<typeof transportCreate>>;

/** A change of an order by the orderer; carries the version it was made from. */
export const TransportUpdate = objectRules(object({ ...orderEntries, version }), orderFindings);
export type TransportUpdateInput = v.InferInput<typeof TransportUpdate>;

export const ReasonInput = object({ reason: requiredText(500) });
export type ReasonInput = v.InferInput<typeof ReasonInput>;

/** A crew step; `at` is the time on the device when it was tapped (maybe offline, earlier). */
export const StatusInput = objectRules(
  object({
    status: choice(CREW_STEPS),
    at: optionalInstant,
    km: v.optional(v.nullable(boundedInteger(0, 2000, 'km'))),
    waitingMinutes: v.optional(v.nullable(boundedInteger(0, 1440, 'waitingMinutes'))),
  }),
  (input) =>
    input.status === 'completed'
      ? [
          ...(input.km == null ? [{ path: ['km'], message: m('km') }] : []),
          ...(input.waitingMinutes == null
            ? [{ path: ['waitingMinutes'], message: m('waitingMinutes') }]
            : []),
        ]
      : [],
);
export type StatusInput = v.InferInput<typeof StatusInput>;

export const ReleaseInput = object({ returnAt: instant });

/**
 * When an on-call return trip may be released for: not in the past (within the same grace as a
 * new order's pickup) and after the outbound trip, where that is known. The server checks it
 * against its clock and the stored outbound trip; the release dialog before sending.
 */
export function releaseFindings(
  returnAt: string,
  now: Date,
  outboundAt?: Date | string | null,
): RuleFinding[] {
  if (Date.parse(returnAt) < now.getTime() - PICKUP_GRACE_MS) {
    return [{ path: ['returnAt'], message: m('returnInPast') }];
  }
  if (outboundAt && Date.parse(returnAt) <= new Date(outboundAt).getTime()) {
    return [{ path: ['returnAt'], message: m('returnBeforeOutbound') }];
  }
  return [];
}

export const releaseInput = (now: Date, outboundAt?: Date | string | null) =>
  objectRules(ReleaseInput, ({ returnAt }) => releaseFindings(returnAt, now, outboundAt));

/**
 * "Erneut ausschreiben" (decision 042): an expired order once more at a new time, checked as a
 * new order's time is. The appointment is the old one's only if given again.
 */
export const republishInput = (now: Date) =>
  objectRules(object({ pickupAt: instant, appointmentAt: optionalInstant }), (input) => [
    ...(input.appointmentAt && input.appointmentAt <= input.pickupAt
      ? [{ path: ['appointmentAt'], message: m('appointmentBeforePickup') }]
      : []),
    ...timeFindings(input, now),
  ]);
export type RepublishInput = v.InferInput<ReturnType<typeof republishInput>>;
export const CrewInput = object({ teamId: v.nullable(uuid) });

const calendarDate = v.pipe(v.string(), v.check(isStorableDate, m('date')));

export { TRANSPORT_SORTS };

/**
 * `status` is one status or several separated by commas; `from`/`to` are calendar days in Germany
 * (the date-range quick filters of seed §9), both inclusive.
 */
export const TransportListQuery = objectRules(
  object({
    ...listQuery(TRANSPORT_SORTS).entries,
    status: v.optional(
      v.pipe(
        v.string(),
        v.transform((value) =>
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
        v.array(choice(TRANSPORT_STATUSES)),
      ),
    ),
    from: v.optional(calendarDate),
    to: v.optional(calendarDate),
    teamId: v.optional(uuid),
  }),
  (query) =>
    query.from && query.to && query.to < query.from
      ? [{ path: ['to'], message: m('statusDateRange') }]
      : [],
);
