import { useLingui } from '@lingui/react/macro';
import { formatDayMonthYear } from '@/contract/dates';
import type { Prescription } from '@/contract/prescription';
import { Facts } from '../components/transport-facts';
import { usePrescriptionLabels } from './use-prescription-labels';

/** The Muster 4 on a transport as its orderer and the assigned company read it (decision 095). */
export function PrescriptionFacts({ prescription }: { prescription: Prescription | null }) {
  const { t, i18n } = useLingui();
  const labels = usePrescriptionLabels();
  if (!prescription) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t`Keine Verordnung erfasst.`}</p>
    );
  }
  const day = (iso: string | null) =>
    iso ? formatDayMonthYear(iso, i18n.locale === 'en' ? 'en' : 'de') : null;
  const vehicle =
    prescription.vehicle === 'taxi'
      ? `${labels.vehicle.taxi} – ${labels.taxiEquipment[prescription.taxiEquipment]}`
      : [labels.vehicle[prescription.vehicle], prescription.vehicleNote]
          .filter(Boolean)
          .join(' – ');
  const approval = prescription.approval;
  return (
    <Facts
      items={[
        [t`Ausgestellt am`, day(prescription.issuedOn)],
        [t`Fahrt`, labels.direction[prescription.direction]],
        [
          t`Grund der Beförderung`,
          [labels.reason[prescription.reason], prescription.reasonNote].filter(Boolean).join(' – '),
        ],
        [t`Behandlungstag`, day(prescription.treatmentOn)],
        [t`Behandlungsfrequenz`, prescription.frequency],
        [t`Behandlungsstätte`, prescription.facility],
        [t`Verordnetes Beförderungsmittel`, vehicle],
        [t`Zuzahlung`, labels.coPayment[prescription.coPayment]],
        [
          t`Unfall / Versorgungsleiden`,
          prescription.legalCase === 'none' ? null : labels.legalCase[prescription.legalCase],
        ],
        [
          t`Genehmigung der Krankenkasse`,
          approval ? t`Az. ${approval.reference}, gültig bis ${day(approval.validUntil)}` : null,
        ],
      ]}
    />
  );
}
