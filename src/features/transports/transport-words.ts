/**
 * Words for a transport's facts as dispatchers and crews say them (PRODUCT.md §4), shared by the
 * transport screens, the marketplace and the crew's day. Descriptors, so each screen translates them in its language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  EquipmentType,
  InfectionType,
  Mobility,
  TransportClass,
} from '@/contract/transport-class';
import type { TransportStatus } from '@/contract/transport-lifecycle';
import type { NeedFlag } from '@/contract/order';

export const CLASS_LABELS: Record<TransportClass, MessageDescriptor> = {
  TAXI: msg`Taxi/Mietwagen`,
  BTW: msg`BTW (Rollstuhl)`,
  KTW: msg`KTW`,
  KTW_HEAVY: msg`Schwerlast-KTW`,
};

export const MOBILITY_LABELS: Record<Mobility, MessageDescriptor> = {
  walking: msg`Gehfähig`,
  walking_aid: msg`Mit Gehhilfe`,
  wheelchair_transfer: msg`Rollstuhl (umsetzbar)`,
  wheelchair_stay: msg`Bleibt im Rollstuhl`,
  carrying_chair: msg`Tragestuhl`,
  lying: msg`Liegend`,
};

/** The yes/no needs (order.ts): a checkbox in the order form, a line on the transport's view. */
export const NEED_FLAG_LABELS: Record<NeedFlag, MessageDescriptor> = {
  stairsWithoutLift: msg`Treppen ohne Aufzug`,
};

export const EQUIPMENT_LABELS: Record<EquipmentType, MessageDescriptor> = {
  oxygen: msg`Sauerstoff`,
  infusion: msg`Infusion`,
  syringe_pump: msg`Spritzenpumpe`,
  monitoring: msg`Monitoring`,
  suction: msg`Absaugung`,
  vacuum_mattress: msg`Vakuummatratze`,
};

export const INFECTION_LABELS: Record<InfectionType, MessageDescriptor> = {
  none: msg`Keine Infektion`,
  unknown: msg`Infektion unbekannt`,
  MRSA: msg`MRSA`,
  VRE: msg`VRE`,
  '3MRGN': msg`3MRGN`,
  '4MRGN': msg`4MRGN`,
  CDIFF: msg`C. difficile`,
  NORO: msg`Noroviren`,
  RESPIRATORY: msg`Atemwegsinfektion`,
  TB: msg`Tuberkulose`,
  OTHER: msg`Andere Infektion`,
};

export const STATUS_LABELS: Record<TransportStatus, MessageDescriptor> = {
  open: msg`Offen`,
  assigned: msg`Angenommen`,
  en_route: msg`Anfahrt`,
  at_pickup: msg`Am Abholort`,
  in_transit: msg`Patient aufgenommen`,
  at_destination: msg`Am Ziel`,
  completed: msg`Abgeschlossen`,
  cancelled: msg`Storniert`,
  expired: msg`Abgelaufen`,
};
