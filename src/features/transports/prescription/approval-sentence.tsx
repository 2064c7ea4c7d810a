import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PayerKind } from '@/contract/payer';
import {
  approvalOf,
  approvalSentence,
  PRESCRIBED_VEHICLES,
  PRESCRIPTION_REASONS,
  type ApprovalPatient,
  type PrescribedVehicle,
  type PrescriptionReason,
} from '@/contract/prescription';
import { isCalendarDate } from '@/contract/dates';
import type { PrescriptionFormValues } from './prescription-form-values';

export type SentencePatient = ApprovalPatient;

const TONE = {
  free: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  deemed:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  required:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
};

/**
 * The plain sentence whether the Kasse must approve the ride (contract `approvalSentence`),
 * announced politely to screen readers as it changes. `children` gets whether an approval is
 * needed, for the approval's own fields.
 */
export function ApprovalSentence({
  prescription,
  payerKind,
  patient,
  children,
}: {
  prescription: PrescriptionFormValues;
  payerKind: PayerKind;
  patient: SentencePatient | null;
  children: (needed: boolean) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const reason = prescription.reason as PrescriptionReason;
  const vehicle = prescription.vehicle as PrescribedVehicle;
  const known = PRESCRIPTION_REASONS.includes(reason) && PRESCRIBED_VEHICLES.includes(vehicle);
  const verdict = known ? approvalOf({ reason, vehicle }, patient, payerKind) : null;
  const { reference, validUntil } = prescription.approval;
  const approval =
    reference.trim() && isCalendarDate(validUntil)
      ? { reference: reference.trim(), validUntil }
      : null;
  return (
    <div className="flex flex-col gap-5">
      <p
        role="status"
        aria-live="polite"
        className={`rounded-md border px-4 py-3 text-sm ${verdict ? TONE[verdict.need] : 'border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300'}`}
      >
        {verdict
          ? approvalSentence(verdict, approval, i18n.locale === 'en' ? 'en' : 'de')
          : t`Grund und Beförderungsmittel wählen: Dann steht hier, ob die Krankenkasse die Fahrt genehmigen muss.`}
        {verdict && !patient && payerKind === 'insurer' && (
          <span className="block">{t`Ohne gewählten Patienten ohne Pflegegrad und Merkzeichen beurteilt.`}</span>
        )}
      </p>
      {children(verdict?.need === 'required')}
    </div>
  );
}
