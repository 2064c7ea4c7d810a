/**
 * A crew step the transport cannot take from where it stands now — most often because the crew's
 * other phone took it first, or a tap queued offline arrives after the colleague's (issue 25).
 * The answer is 409/1410 as the contract has it, with the transport as it now is (`current`) and
 * a message that says where it stands: the phone shows the truth at once and never doubles a step.
 */
import type { Transport } from '../../../src/contract/transport-answer';
import {
  CREW_STEPS,
  FINAL_STATUSES,
  type CrewStep,
  type TransportStatus,
} from '../../../src/contract/transport-lifecycle';
import { ERROR_CODES } from '../../../src/contract/common';
import { AppError, transitionNotAllowed } from '../../errors';

/** The statuses as the crew's screens name them, with the FMS number of a crew step. */
const STATUS_NAMES: Record<'de' | 'en', Record<TransportStatus, string>> = {
  de: {
    open: 'Offen',
    assigned: 'Angenommen',
    en_route: '3 Anfahrt',
    at_pickup: '4 Am Abholort',
    in_transit: '7 Patient aufgenommen',
    at_destination: '8 Am Ziel',
    completed: 'Abgeschlossen',
    cancelled: 'Storniert',
    expired: 'Abgelaufen',
  },
  en: {
    open: 'Open',
    assigned: 'Accepted',
    en_route: '3 En route',
    at_pickup: '4 At pickup',
    in_transit: '7 Patient on board',
    at_destination: '8 At destination',
    completed: 'Completed',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
};

const order = (status: TransportStatus) => CREW_STEPS.indexOf(status as CrewStep);

/** Whether the transport is already at the step or past it: the step was taken, not missed. */
export function isPast(step: CrewStep, current: TransportStatus): boolean {
  return FINAL_STATUSES.includes(current) || order(current) >= order(step);
}

export function stepRefused(step: CrewStep, current: Transport): AppError {
  const de = STATUS_NAMES.de[current.status];
  const en = STATUS_NAMES.en[current.status];
  const message = isPast(step, current.status)
    ? {
        de: `Schon erledigt: Der Transport steht bereits auf „${de}“ (z. B. vom anderen Gerät der Besatzung gesetzt). Der Schritt wurde nicht noch einmal gesetzt.`,
        en: `Already done: the transport is already at “${en}” (set on the crew's other device, for example). The step was not set again.`,
      }
    : {
        de: `Der Transport steht auf „${de}“: Dieser Schritt ist von dort nicht möglich und wurde nicht gesetzt.`,
        en: `The transport is at “${en}”: this step is not possible from there and was not set.`,
      };
  return transitionNotAllowed({ message, current });
}

export const isTransitionRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === ERROR_CODES.transitionNotAllowed;
