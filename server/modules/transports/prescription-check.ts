/**
 * The prescription rules that read the patient's master data (decision 095), checked where the
 * patient is loaded: a ride that needs the Kasse's approval is refused (422 naming the field)
 * without one that holds through its last day.
 */
import type { BaseIssue } from 'valibot';
import type { RuleFinding } from '../../../src/contract/cross-field';
import type { Language } from '../../../src/contract/messages';
import { patientFindings } from '../../../src/contract/prescription-rules';
import { invalid } from '../../errors';

type Order = Parameters<typeof patientFindings>[0];
type RulePatient = Parameters<typeof patientFindings>[1];

export function fieldErrorsOf(findings: readonly RuleFinding[], language: Language) {
  const errors: Record<string, string[]> = {};
  for (const finding of findings) {
    const text = finding.message({ lang: language } as BaseIssue<unknown>);
    (errors[finding.path.join('.')] ??= []).push(text);
  }
  return errors;
}

/** Throws the 422 when the order breaks a rule of its patient. */
export function checkPatientRules(
  order: Order,
  patient: RulePatient,
  lastRideDay: string,
  language: Language,
) {
  const findings = patientFindings(order, patient, lastRideDay);
  if (findings.length > 0) throw invalid(fieldErrorsOf(findings, language));
}
