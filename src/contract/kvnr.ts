/**
 * The German health insurance number (Krankenversichertennummer, KVNR): a capital letter, eight
 * digits and a check digit. The letter counts as its two-digit alphabet position (A = 01), the
 * ten digits are weighted 1,2,1,2,…, two-digit products are replaced by their digit sum, and the
 * check digit is the total modulo 10.
 */
export const KVNR_FORMAT = /^[A-Z]\d{9}$/;

export function kvnrCheckDigit(firstNine: string): number {
  const letter = String(firstNine.charCodeAt(0) - 64).padStart(2, '0');
  const digits = (letter + firstNine.slice(1, 9)).split('').map(Number);
  const sum = digits.reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 1 : 2);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return sum % 10;
}

export function isValidKvnr(value: string): boolean {
  return KVNR_FORMAT.test(value) && kvnrCheckDigit(value) === Number(value[9]);
}
