/** Words for a vehicle's kind as the trade says them (decision 105). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VehicleKind } from '@/contract/vehicle';

export const KIND_LABELS: Record<VehicleKind, MessageDescriptor> = {
  TAXI: msg`Taxi`,
  MIETWAGEN: msg`Mietwagen`,
  BTW: msg`BTW`,
  KTW: msg`KTW`,
  KTW_HEAVY: msg`KTW für schwere Patienten`,
};
