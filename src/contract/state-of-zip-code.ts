/**
 * The Bundesland a German postcode most likely lies in, by its leading region (the first two
 * digits). Regions crossing a state border are given to the state holding most of them, so this
 * presets a choice the user can change — it decides nothing (issue 27.8: a series' Bundesland
 * starts as the organisation's).
 */
import type { GermanState } from './recurrence';

const BY_REGION: [first: number, last: number, state: GermanState][] = [
  [1, 2, 'SN'],
  [3, 3, 'BB'],
  [4, 4, 'SN'],
  [6, 6, 'ST'],
  [7, 7, 'TH'],
  [8, 9, 'SN'],
  [10, 13, 'BE'],
  [14, 16, 'BB'],
  [17, 19, 'MV'],
  [20, 22, 'HH'],
  [23, 25, 'SH'],
  [26, 27, 'NI'],
  [28, 28, 'HB'],
  [29, 31, 'NI'],
  [32, 33, 'NW'],
  [34, 36, 'HE'],
  [37, 38, 'NI'],
  [39, 39, 'ST'],
  [40, 48, 'NW'],
  [49, 49, 'NI'],
  [50, 53, 'NW'],
  [54, 56, 'RP'],
  [57, 59, 'NW'],
  [60, 65, 'HE'],
  [66, 66, 'SL'],
  [67, 67, 'RP'],
  [68, 79, 'BW'],
  [80, 87, 'BY'],
  [88, 88, 'BW'],
  [89, 97, 'BY'],
  [98, 99, 'TH'],
];

export function stateOfZipCode(zipCode: string, country = 'DE'): GermanState | undefined {
  if (country !== 'DE' || !/^\d{5}$/.test(zipCode.trim())) return undefined;
  const region = Number(zipCode.trim().slice(0, 2));
  return BY_REGION.find(([first, last]) => region >= first && region <= last)?.[2];
}
