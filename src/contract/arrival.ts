/**
 * Positions and arrival times (issue 29; decisions 100, 101): the crew's phone reports where the
 * vehicle is while it is on its way; the ordering organisation reads an estimated arrival ("ca.",
 * with the time of the position), the assigned company also the position. Nothing of it is ever
 * on the marketplace, in a notification, a mail or a log line.
 */
import * as v from 'valibot';
import { object } from './common';
import { endpoint } from './endpoint';
import { optionalInstant } from './instant';
import { localized } from './messages';
import type { DelayReport } from './delay';

/** A phone reports at most this often, or after this far (issue 29): the battery lasts a shift. */
export const REPORT_EVERY = { seconds: 30, metres: 200 } as const;

const degrees = (min: number, max: number) => {
  const text = localized({
    de: `Eine Zahl von ${min} bis ${max} Grad.`,
    en: `A number from ${min} to ${max} degrees.`,
  });
  return v.pipe(v.number(text), v.finite(text), v.minValue(min, text), v.maxValue(max, text));
};

const metres = localized({
  de: 'Eine Genauigkeit von 0 bis 100 000 Metern.',
  en: 'An accuracy from 0 to 100,000 metres.',
});

export const PositionInput = object({
  lat: degrees(-90, 90),
  lon: degrees(-180, 180),
  accuracy: v.nullish(
    v.pipe(v.number(metres), v.finite(metres), v.minValue(0, metres), v.maxValue(100_000, metres)),
  ),
  /** When the phone took it; the server's time when absent. */
  at: optionalInstant,
});
export type PositionInput = v.InferInput<typeof PositionInput>;

/**
 * - `none`: not on its way (before 3, at the destination, done).
 * - `arrived`: at the pickup (4).
 * - `unknown`: on its way, but no position yet, or none that can be placed.
 * - `stale`: the last position is older than POSITION_STALE_AFTER_MINUTES.
 * - `estimated`: "Ankunft ca. `estimatedAt` (Stand `positionAt`)".
 */
export const ARRIVAL_STATES = ['none', 'arrived', 'unknown', 'stale', 'estimated'] as const;
export type ArrivalState = (typeof ARRIVAL_STATES)[number];

export type Arrival = {
  state: ArrivalState;
  /** Where it is heading: the pickup (3) or the destination (7). */
  heading: 'pickup' | 'destination' | null;
  estimatedAt: string | null;
  positionAt: string | null;
  /** The assigned company's only; null for the ordering organisation. */
  position: { lat: number; lon: number; accuracy: number | null } | null;
  /** The latest delay the crew reported for the arrival it is heading for (decision 113). */
  delay: DelayReport | null;
  /**
   * Unreported lateness: the estimate passes the pickup time by more than LATE_AFTER_MINUTES
   * and nobody reported a delay (decision 113).
   */
  late: boolean;
};

type Id = { id: string };

export const arrivalApi = {
  /** The crew's phone: the latest position replaces the one before (204). */
  reportPosition: endpoint.put<undefined, Id, PositionInput>(
    ({ id }) => `transports/${id}/position`,
  ),
  arrival: endpoint.get<Arrival, Id>(({ id }) => `transports/${id}/arrival`),
};
