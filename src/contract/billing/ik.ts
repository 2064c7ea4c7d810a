/**
 * Identifiers a Krankenkasse's invoice carries (decision 098):
 * - the Institutionskennzeichen (IK, § 293 SGB V): nine digits — classification (2), region (2),
 *   serial (4) and a check digit worked out from digits 3 to 8 by the modulo-10 rule of the
 *   "Gemeinsames Rundschreiben IK": weights 2-1-2-1-2-1 from the left, the digit sums of the
 *   products added, the remainder of the sum by 10 is the check digit (260326822 → 2);
 * - the Leistungserbringergruppenschlüssel (LEGS): the two-digit Abrechnungscode and the
 *   five-digit Tarifkennzeichen of the price agreement, seven digits; transport providers bill
 *   under the Abrechnungscodes 41 to 49 (Krankentransportleistungen). Pure.
 */

/** The check digit of an IK's digits 3 to 8 (`serial` is those six digits). */
export function ikCheckDigit(serial: string): number {
  let sum = 0;
  [...serial].forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  });
  return sum % 10;
}

export const compactIk = (value: string) => value.replace(/\s+/g, '');

export function isValidIk(value: string): boolean {
  const ik = compactIk(value);
  return /^\d{9}$/.test(ik) && ikCheckDigit(ik.slice(2, 8)) === Number(ik[8]);
}

export const compactProviderGroupKey = (value: string) => value.replace(/[\s/-]+/g, '');

/** "46 15126" or "4615126": Abrechnungscode 41–49 and a five-digit Tarifkennzeichen. */
export function isValidProviderGroupKey(value: string): boolean {
  return /^4[1-9]\d{5}$/.test(compactProviderGroupKey(value));
}
