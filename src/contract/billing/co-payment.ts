/**
 * The co-payment (Zuzahlung) of a ride paid by a Krankenkasse (decision 098): § 61 Satz 1 SGB V
 * makes it 10 % of the cost, at least 5 € and at most 10 €, never more than the cost; § 60 Abs. 2
 * SGB V has the Kasse pay the cost above it, per ride. None when the prescription (Muster 4)
 * marks the patient exempt ("zuzahlungsbefreit") or the patient's exemption certificate of § 62
 * SGB V is valid on the ride's day. Accident insurers (BG), facilities and self-payers are no
 * GKV and collect none.
 *
 * Rounding: integer cents; the 10 % are rounded half up to the cent (4,995 € → 5,00 €) before the
 * bounds are applied, then the result is capped at the cost. Pure.
 */
import { coPayment } from './pricing';

export type CoPaymentFacts = {
  /** What the ride costs (gross, cents). */
  costCents: number;
  /** Who pays: only a Krankenkasse's rides carry a co-payment. */
  payerKind: 'insurer' | 'accident_insurer' | 'facility' | 'self';
  /** The prescription's field "Zuzahlungspflicht": `exempt` when the doctor ticked "befreit". */
  prescriptionCoPayment: 'required' | 'exempt' | null;
  /** The last day of the patient's exemption certificate (YYYY-MM-DD), if any. */
  exemptUntil: string | null;
  /** The ride's day in Germany (YYYY-MM-DD). */
  rideDay: string;
};

/** Whether the patient owes nothing on this ride (either exemption counts). */
export const isCoPaymentExempt = (facts: Omit<CoPaymentFacts, 'costCents' | 'payerKind'>) =>
  facts.prescriptionCoPayment === 'exempt' ||
  (facts.exemptUntil !== null && facts.rideDay <= facts.exemptUntil);

/** The co-payment in cents and the Kasse's claim after it. */
export function rideCoPayment(facts: CoPaymentFacts): {
  coPaymentCents: number;
  claimCents: number;
} {
  const coPaymentCents =
    facts.payerKind === 'insurer' ? coPayment(facts.costCents, isCoPaymentExempt(facts)) : 0;
  return { coPaymentCents, claimCents: facts.costCents - coPaymentCents };
}
