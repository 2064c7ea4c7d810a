/** The words of the transport screens for the contract's enums, in the user's language. */
import { useLingui } from '@lingui/react/macro';
import type { PayerType, TransportReason } from '@/contract/transport';
import type {
  EquipmentType,
  InfectionType,
  Mobility,
  TransportClass,
} from '@/contract/transport-class';
import type { TransportStatus } from '@/contract/transport-lifecycle';

export function useTransportLabels() {
  const { t } = useLingui();
  const status: Record<TransportStatus, string> = {
    open: t`Offen`,
    assigned: t`Angenommen`,
    en_route: t`Anfahrt`,
    at_pickup: t`Am Abholort`,
    in_transit: t`Patient aufgenommen`,
    at_destination: t`Am Ziel`,
    completed: t`Abgeschlossen`,
    cancelled: t`Storniert`,
    expired: t`Abgelaufen`,
  };
  const reason: Record<TransportReason, string> = {
    discharge: t`Entlassung`,
    admission: t`Aufnahme`,
    transfer: t`Verlegung`,
    dialysis: t`Dialyse`,
    chemotherapy: t`Chemotherapie`,
    radiotherapy: t`Strahlentherapie`,
    consultation: t`Konsil / Untersuchung`,
    rehabilitation: t`Reha`,
    other: t`Sonstiges`,
  };
  const transportClass: Record<TransportClass, string> = {
    TAXI: t`Taxi/Mietwagen`,
    BTW: t`BTW (Rollstuhl)`,
    KTW: t`KTW`,
    KTW_HEAVY: t`Schwerlast-KTW`,
  };
  const mobility: Record<Mobility, string> = {
    walking: t`Gehfähig`,
    walking_aid: t`Mit Gehhilfe`,
    wheelchair_transfer: t`Rollstuhl (umsetzbar)`,
    wheelchair_stay: t`Bleibt im Rollstuhl`,
    carrying_chair: t`Tragestuhl`,
    lying: t`Liegend`,
  };
  const equipment: Record<EquipmentType, string> = {
    oxygen: t`Sauerstoff`,
    infusion: t`Infusion`,
    syringe_pump: t`Spritzenpumpe`,
    monitoring: t`Monitoring`,
    suction: t`Absaugung`,
    vacuum_mattress: t`Vakuummatratze`,
  };
  const infection: Record<InfectionType, string> = {
    none: t`Keine`,
    unknown: t`Unbekannt`,
    MRSA: 'MRSA',
    VRE: 'VRE',
    '3MRGN': '3MRGN',
    '4MRGN': '4MRGN',
    CDIFF: t`C. difficile`,
    NORO: t`Noroviren`,
    RESPIRATORY: t`Atemwegsinfektion`,
    TB: t`Tuberkulose`,
    OTHER: t`Andere`,
  };
  const payer: Record<PayerType, string> = {
    GKV: t`Gesetzliche Krankenkasse`,
    PKV: t`Private Krankenversicherung`,
    BG: t`Berufsgenossenschaft`,
    FACILITY: t`Einrichtung`,
    SELF: t`Selbstzahler`,
  };
  const prescription = {
    present: t`Liegt vor`,
    to_follow: t`Wird nachgereicht`,
    not_needed: t`Nicht erforderlich`,
  } as const;
  const approval = {
    not_needed: t`Nicht erforderlich`,
    requested: t`Beantragt`,
    granted: t`Genehmigt`,
  } as const;
  return {
    status,
    reason,
    transportClass,
    mobility,
    equipment,
    infection,
    payer,
    prescription,
    approval,
  };
}

export type TransportLabels = ReturnType<typeof useTransportLabels>;
