/**
 * The words of the transport screens for the contract's enums, in the user's language; status,
 * class, mobility and equipment are the shared descriptors of transport-words.ts.
 */
import type { PayerKind } from '@/contract/payer';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TransportReason } from '@/contract/order';
import type { InfectionType } from '@/contract/transport-class';
import {
  CLASS_LABELS,
  EQUIPMENT_LABELS,
  MOBILITY_LABELS,
  NEED_FLAG_LABELS,
  STATUS_LABELS,
} from './transport-words';

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
  const needFlag = words(NEED_FLAG_LABELS);
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
  const payer: Record<PayerKind, string> = {
    insurer: t`Krankenkasse des Patienten`,
    accident_insurer: t`Berufsgenossenschaft`,
    facility: t`Auftraggebende Einrichtung`,
    self: t`Selbstzahler`,
  };
  return {
    status,
    reason,
    transportClass,
    mobility,
    equipment,
    needFlag,
    infection,
    payer,
  };
}

export type TransportLabels = ReturnType<typeof useTransportLabels>;
