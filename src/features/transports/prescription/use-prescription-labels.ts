/** The words of the Muster 4's choices in the user's language (decision 095). */
import { useLingui } from '@lingui/react/macro';
import type {
  CoPayment,
  LegalCase,
  PrescribedVehicle,
  PrescriptionDirection,
  PrescriptionReason,
  TaxiEquipment,
} from '@/contract/prescription';

export function usePrescriptionLabels() {
  const { t } = useLingui();
  const direction: Record<PrescriptionDirection, string> = {
    outbound: t`Hinfahrt`,
    return: t`Rückfahrt`,
    both: t`Hin- und Rückfahrt`,
  };
  const reason: Record<PrescriptionReason, string> = {
    inpatient_full: t`Voll- oder teilstationäre Behandlung: vollstationär`,
    inpatient_part: t`Voll- oder teilstationäre Behandlung: teilstationär`,
    pre_post_inpatient: t`Vor- oder nachstationäre Behandlung`,
    outpatient_high_frequency: t`Ambulante Behandlung, hochfrequent (Dialyse, onkologische Chemo- oder Strahlentherapie)`,
    outpatient_exception: t`Ambulante Behandlung, vergleichbarer Ausnahmefall`,
    permanent_mobility: t`Dauerhafte Mobilitätsbeeinträchtigung (Merkzeichen aG, Bl, H oder Pflegegrad 3–5)`,
    other: t`Anderer Grund`,
  };
  const vehicle: Record<PrescribedVehicle, string> = {
    taxi: t`Taxi/Mietwagen`,
    ktw: t`KTW (Krankentransportwagen)`,
    other: t`Anderes Beförderungsmittel`,
  };
  const taxiEquipment: Record<TaxiEquipment, string> = {
    none: t`Ohne Hilfsmittel`,
    wheelchair: t`Rollstuhl`,
    carrying_chair: t`Tragestuhl`,
    lying: t`Liegend`,
  };
  const coPayment: Record<CoPayment, string> = {
    required: t`Zuzahlungspflichtig`,
    exempt: t`Von der Zuzahlung befreit`,
  };
  const legalCase: Record<LegalCase, string> = {
    none: t`Kein Unfall`,
    accident: t`Unfall, Unfallfolgen`,
    work_accident: t`Arbeitsunfall, Berufskrankheit (BG)`,
    pension: t`Versorgungsleiden (BVG)`,
  };
  return { direction, reason, vehicle, taxiEquipment, coPayment, legalCase };
}
