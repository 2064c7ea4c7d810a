/**
 * Check rules for the identifiers on a German invoice (§ 14 UStG): the IBAN (ISO 13616, check
 * digits modulo 97), the BIC (ISO 9362), the VAT id (USt-IdNr.: "DE" and nine digits, the last a
 * check digit by ISO 7064 MOD 11,10; other EU ids by their format only) and the tax number
 * (Steuernummer, 10 to 13 digits in the state's or the federal ELSTER layout). Pure.
 */

/** Country codes of the SEPA IBANs and their lengths; an unlisted country is checked by mod 97 only. */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FR: 27,
  GB: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  PL: 28,
};

/** "de89 3704 0044 0532 0130 00" → "DE89370400440532013000". */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The remainder modulo 97 of the IBAN moved and turned into digits (A = 10 … Z = 35). */
export function ibanRemainder(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return ibanRemainder(iban) === 1;
}

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00", as printed on invoices. */
export const formatIban = (value: string) =>
  compactIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();

export const isValidBic = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());

/** The check digit of a German VAT id's first eight digits (ISO 7064 MOD 11,10). */
export function germanVatIdCheckDigit(firstEight: string): number {
  let product = 10;
  for (const digit of firstEight) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

export const compactVatId = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

export function isValidVatId(value: string): boolean {
  const id = compactVatId(value);
  if (id.startsWith('DE')) {
    return /^DE\d{9}$/.test(id) && germanVatIdCheckDigit(id.slice(2, 10)) === Number(id[10]);
  }
  // Other member states: their prefix and 2–12 letters or digits (checked by the VIES service).
  return /^(AT|BE|BG|CY|CZ|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[A-Z0-9]{2,12}$/.test(
    id,
  );
}

/** "12/345/67890", "123/456/78901", "2181508150" or the 13-digit ELSTER form "9181081508155". */
export function isValidTaxNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^[\d /]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/[ /]/g, '');
  return digits.length >= 10 && digits.length <= 13;
}
