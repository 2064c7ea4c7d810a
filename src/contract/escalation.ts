/**
 * The escalation ladder of an open transport nobody takes (issue 11; decision 042): per ordering
 * organisation, how many hours before the pickup it is offered further afield (step 1) and marked
 * urgent on every company's marketplace (step 2). At the pickup it expires (decision 024). A
 * ladder that was never saved is DEFAULT_LADDER, so it works without set-up.
 */
import * as v from 'valibot';
import { object } from './common';
import { crossFieldCheck } from './cross-field';
import { endpoint } from './endpoint';
import { localized } from './messages';

/** 1: offered to the neighbouring postcode areas too; 2: urgent, first on every marketplace. */
export const ESCALATION_STEPS = [1, 2] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number];
/** 0 until the first step. */
export type EscalationLevel = 0 | EscalationStep;

export const DEFAULT_LADDER = { widenHoursBefore: 4, urgentHoursBefore: 2 } as const;

/** A day ahead is the most a ward wants to wait before phoning round; at least an hour to act. */
export const WIDEN_HOURS = { min: 2, max: 48 } as const;
export const URGENT_HOURS = { min: 1, max: 24 } as const;

const wholeHours = (bounds: { min: number; max: number }) => {
  const text = localized({
    de: `Eine ganze Zahl von ${bounds.min} bis ${bounds.max} Stunden.`,
    en: `A whole number from ${bounds.min} to ${bounds.max} hours.`,
  });
  return v.pipe(
    v.number(text),
    v.integer(text),
    v.minValue(bounds.min, text),
    v.maxValue(bounds.max, text),
  );
};

/** The ladder as an admin saves it: step 2 comes after step 1, i.e. closer to the pickup. */
export const EscalationLadderInput = crossFieldCheck(
  object({
    widenHoursBefore: wholeHours(WIDEN_HOURS),
    urgentHoursBefore: wholeHours(URGENT_HOURS),
  }),
  ['widenHoursBefore', 'urgentHoursBefore'],
  'urgentHoursBefore',
  (ladder) => ladder.urgentHoursBefore < ladder.widenHoursBefore,
  localized({
    de: 'Stufe 2 muss näher an der Abholung liegen als Stufe 1.',
    en: 'Step 2 must come closer to the pickup than step 1.',
  }),
);
export type EscalationLadderInput = v.InferInput<typeof EscalationLadderInput>;
export type EscalationLadderData = v.InferOutput<typeof EscalationLadderInput>;

/** The answer: the ladder in force; `updatedAt` null while the defaults apply. */
export type EscalationLadder = EscalationLadderData & { updatedAt: string | null };

/** How many hours before the pickup `step` is taken under `ladder`. */
export function hoursBefore(ladder: EscalationLadderData, step: EscalationStep): number {
  return step === 1 ? ladder.widenHoursBefore : ladder.urgentHoursBefore;
}

/**
 * The share of its time on the marketplace — from when it was put there to the pickup — that a
 * transport has had before a step may be taken (issue 27; decision 079). A step is due at the
 * later of its hours before the pickup and its share: an order for three hours from now climbs
 * after one hour and after two, not a minute after it was placed; one for tomorrow keeps the
 * ladder's hours.
 */
export const MARKETPLACE_SHARE = { 1: 1 / 3, 2: 2 / 3 } as const satisfies Record<
  EscalationStep,
  number
>;

/** When `step` is due for a transport put on the marketplace at `publishedAt`. */
export function stepDueAt(
  ladder: EscalationLadderData,
  step: EscalationStep,
  publishedAt: Date,
  pickupAt: Date,
): Date {
  const byHours = pickupAt.getTime() - hoursBefore(ladder, step) * 3_600_000;
  const byShare =
    publishedAt.getTime() + MARKETPLACE_SHARE[step] * (pickupAt.getTime() - publishedAt.getTime());
  return new Date(Math.max(byHours, byShare));
}

/**
 * The neighbouring postcode areas of a pickup: its two-digit Leitregion ("13" for 13407). German
 * postcodes are laid out so that a Leitregion is one contiguous area around a city, so a company
 * serving 133… also reaches 134… once a transport climbs to step 1.
 */
export const REGION_DIGITS = 2;
export const regionOf = (postcode: string) => postcode.slice(0, REGION_DIGITS);

/**
 * Whether one of a company's postcode prefixes covers a pickup at `postcode` at escalation level
 * `level`: by prefix, and from step 1 also by Leitregion. A company without prefixes sees the
 * whole marketplace but is not told of every new transport: that is the caller's to decide.
 */
export function serviceAreaCovers(
  serviceArea: readonly string[],
  postcode: string,
  level: EscalationLevel = 0,
): boolean {
  return serviceArea.some(
    (prefix) =>
      prefix.length > 0 &&
      (postcode.startsWith(prefix) ||
        (level >= 1 && prefix.length >= REGION_DIGITS && regionOf(prefix) === regionOf(postcode))),
  );
}

export const escalationApi = {
  read: endpoint.get<EscalationLadder>('settings/escalation'),
  save: endpoint.put<EscalationLadder, void, EscalationLadderInput>('settings/escalation'),
};
