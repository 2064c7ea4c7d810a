/**
 * A place's name belongs to its address (decision 087, issue 27.5): "Dialysezentrum Mitte" taken
 * from a favourite names that address, not whatever the street is edited into afterwards — a name
 * left over a patient's home would tell the wrong place in every list, mail and push. So once the
 * address of a picked (or loaded) name changes, the name goes; a name the user typed stays theirs.
 */
import type { AddressValues } from './order-form-values';

/** The name and the address it was given for; null when the user wrote the name themselves. */
export type NamedPlace = { name: string; address: AddressValues };

const WHERE: (keyof AddressValues)[] = ['street', 'houseNumber', 'zipCode', 'city', 'country'];

const samePlace = (a: AddressValues, b: AddressValues) =>
  WHERE.every((key) => a[key].trim().toLowerCase() === b[key].trim().toLowerCase());

/**
 * What follows from the form's name and address now: whether the name is to be cleared, and
 * which named place to keep watching.
 */
export function placeNameNow(
  owner: NamedPlace | null,
  name: string,
  address: AddressValues,
): { clear: boolean; owner: NamedPlace | null } {
  // Edited by the user (or already gone): theirs, kept whatever the address becomes.
  if (!owner || name !== owner.name) return { clear: false, owner: null };
  if (samePlace(owner.address, address)) return { clear: false, owner };
  return { clear: name !== '', owner: null };
}
