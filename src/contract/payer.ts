/**
 * Who pays a ride (PRODUCT.md §6; decision 096): the patient's Krankenkasse (its IK from the
 * patient's master data), a Berufsgenossenschaft for a work accident (name and IK given on the
 * order), the ordering organisation itself (e.g. consultation trips), or the patient.
 */
import * as v from 'valibot';
import { object, optionalText } from './common';
import { m } from './messages';
import type { LegalCase } from './prescription';

export const PAYER_KINDS = ['insurer', 'accident_insurer', 'facility', 'self'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

/** An Institutionskennzeichen: nine digits. */
export const IK_FORMAT = /^\d{9}$/;

const ik = v.pipe(
  optionalText(9),
  v.check((value) => value === undefined || IK_FORMAT.test(value), m('ik')),
);

/**
 * The payer as the order names it. `name` and `ik` are the Berufsgenossenschaft's and only read
 * for `accident_insurer`; the Krankenkasse comes from the patient.
 */
export const PayerInput = object({
  kind: v.picklist(PAYER_KINDS, m('choice')),
  name: optionalText(150),
  ik,
});
export type PayerInput = v.InferInput<typeof PayerInput>;
export type PayerData = v.InferOutput<typeof PayerInput>;

/**
 * The payer as a transport answers and stores it: for `insurer` the patient's Krankenkasse and
 * insurance number as they were when ordered (an invoice goes to the Kasse of the ride's day),
 * for `accident_insurer` the Berufsgenossenschaft; null where they do not apply.
 */
export type TransportPayer = {
  kind: PayerKind;
  name: string | null;
  ik: string | null;
  insuranceNumber: string | null;
};

/** What of the patient decides the payer. */
export type PayerPatient = {
  insurer: { name: string; ik: string | null } | null;
  healthInsuranceNumber: string | null;
};

/** The payer to suggest: a work accident → the BG; a patient with a Kasse → the Kasse; else self. */
export function defaultPayerKind(
  patient: Pick<PayerPatient, 'insurer'> | null,
  legalCase: LegalCase | null | undefined,
): PayerKind {
  if (legalCase === 'work_accident') return 'accident_insurer';
  return patient?.insurer ? 'insurer' : 'self';
}

/** The stored payer of an order for this patient. */
export function transportPayerOf(payer: PayerData, patient: PayerPatient | null): TransportPayer {
  if (payer.kind === 'insurer') {
    return {
      kind: 'insurer',
      name: patient?.insurer?.name ?? null,
      ik: patient?.insurer?.ik ?? null,
      insuranceNumber: patient?.healthInsuranceNumber ?? null,
    };
  }
  if (payer.kind === 'accident_insurer') {
    return {
      kind: 'accident_insurer',
      name: payer.name ?? null,
      ik: payer.ik ?? null,
      insuranceNumber: patient?.healthInsuranceNumber ?? null,
    };
  }
  return { kind: payer.kind, name: null, ik: null, insuranceNumber: null };
}
