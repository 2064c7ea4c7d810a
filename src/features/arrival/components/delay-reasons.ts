import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DelayReason } from '@/contract/delay';

/** Why the crew is late, as the crew chooses it and the ward reads it (decision 113). */
export const DELAY_REASON_LABELS: Record<DelayReason, MessageDescriptor> = {
  traffic: msg`Verkehr`,
  previous_job: msg`vorheriger Einsatz dauert länger`,
  vehicle_problem: msg`Fahrzeugproblem`,
  patient_not_ready: msg`Patient an vorheriger Station nicht bereit`,
  other: msg`Sonstiges`,
};
