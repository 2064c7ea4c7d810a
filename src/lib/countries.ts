/** Countries offered in address forms: Germany and its neighbours first, names in the UI language. */
export const COUNTRY_CODES = [
  'DE',
  'AT',
  'CH',
  'NL',
  'BE',
  'LU',
  'FR',
  'DK',
  'PL',
  'CZ',
  'IT',
  'ES',
] as const;

export function countryOptions(language: string): { id: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ id: code, name: names.of(code) ?? code }));
}
