/**
 * The cross-field rules of an order's prescription and payer (decision 095): what the 422 names,
 * field by field. The patient-free rules run in the order schema; those that read the patient's
 * master data (approval, Kasse on file) run where the patient is known — on the server after
 * loading it, in the form with the picked one.
 */
import type { RuleFinding } from './cross-field';
import { m } from './messages';
import type { PayerData, PayerPatient } from './payer';
import {
  approvalOf,
  EXPLAINED_REASONS,
  type ApprovalPatient,
  type PrescriptionData,
} from './prescription';

type OrderParts = {
  payer: PayerData;
  prescription?: PrescriptionData | null | undefined;
};

/** Rules inside the order itself. */
export function prescriptionFindings(order: OrderParts): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const { payer, prescription } = order;
  if (payer.kind === 'accident_insurer') {
    if (!payer.name) findings.push({ path: ['payer', 'name'], message: m('accidentInsurerName') });
    if (!payer.ik) findings.push({ path: ['payer', 'ik'], message: m('accidentInsurerIk') });
  }
  if (!prescription) {
    if (payer.kind === 'insurer')
      findings.push({ path: ['prescription'], message: m('prescriptionRequired') });
    return findings;
  }
  if (prescription.legalCase === 'work_accident' && payer.kind !== 'accident_insurer') {
    findings.push({ path: ['payer', 'kind'], message: m('workAccidentPayer') });
  }
  if (!prescription.treatmentOn && !prescription.frequency) {
    findings.push({ path: ['prescription', 'treatmentOn'], message: m('treatmentDayOrFrequency') });
  }
  if (EXPLAINED_REASONS.includes(prescription.reason) && !prescription.reasonNote) {
    findings.push({ path: ['prescription', 'reasonNote'], message: m('reasonNote') });
  }
  if (prescription.vehicle !== 'taxi' && !prescription.vehicleNote) {
    findings.push({ path: ['prescription', 'vehicleNote'], message: m('vehicleNote') });
  }
  return findings;
}

/**
 * Rules that read the patient: a Kasse must be on file to bill it, and a ride that needs the
 * Kasse's approval must carry one valid through `lastRideDay` (the return trip's day, or the
 * series' last date).
 */
export function patientFindings(
  order: OrderParts,
  patient: (ApprovalPatient & PayerPatient) | null,
  lastRideDay: string,
): RuleFinding[] {
  const findings: RuleFinding[] = [];
  if (order.payer.kind === 'insurer' && !patient?.insurer) {
    findings.push({ path: ['payer', 'kind'], message: m('patientWithoutInsurer') });
  }
  const prescription = order.prescription;
  if (!prescription) return findings;
  const verdict = approvalOf(prescription, patient, order.payer.kind);
  if (verdict.need !== 'required') return findings;
  if (!prescription.approval) {
    findings.push({ path: ['prescription', 'approval'], message: m('approvalMissing') });
  } else if (prescription.approval.validUntil < lastRideDay) {
    findings.push({
      path: ['prescription', 'approval', 'validUntil'],
      message: m('approvalExpired'),
    });
  }
  return findings;
}
