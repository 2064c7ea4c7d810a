/**
 * The words of the transport screens for the contract's enums, in the user's language; status,
 * class, mobility and equipment are the shared descriptors of transport-words.ts.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { PayerType, TransportReason } from '@/contract/transport';
import type { InfectionType } from '@/contract/transport-class';
import { CLASS_LABELS, EQUIPMENT_LABELS, MOBILITY_LABELS, STATUS_LABELS } from './transport-words';

export function useTransportLabels() {
  const { t, i18n } = useLingui();
  const words = <K extends string>(labels: Record<K, MessageDescriptor>) =>
    Object.fromEntries(
      Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)]),
    ) as Record<K, string>;
  const status = words(STATUS_LABELS);
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
  const transportClass = words(CLASS_LABELS);
  const mobility = words(MOBILITY_LABELS);
  const equipment = words(EQUIPMENT_LABELS);
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
