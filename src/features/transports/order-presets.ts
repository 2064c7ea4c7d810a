/**
 * What a new order starts with (issue 27.8): most rides start at the ward's own house, so the
 * start is the organisation's address under its name with its phone, and the department (the user's team) as
 * the ward; a series' Bundesland is the one this device chose last, else the organisation's.
 * Everything stays editable; an order left untouched is no draft (order-draft.ts).
 */
import type { OrganizationSettings } from '@/contract/organization';
import { stateOfZipCode } from '@/contract/state-of-zip-code';
import type { TeamRef } from '@/contract/team';
import { splitStreetLine } from './street-line';
import type { AddressValues, OrderFormValues } from './order-form-values';

type OwnOrganization = Pick<
  OrganizationSettings,
  'name' | 'address' | 'zipCode' | 'city' | 'country' | 'phone'
>;

/** The organisation's one-line address as the form's fields. */
export const ownAddressValues = (own: OwnOrganization): AddressValues => ({
  ...splitStreetLine(own.address),
  floor: '',
  city: own.city,
  zipCode: own.zipCode,
  country: own.country,
  note: '',
});

export function presetOrder(
  empty: OrderFormValues,
  own: OwnOrganization | undefined,
  team: TeamRef | undefined,
): OrderFormValues {
  if (!own) return empty;
  const state = empty.recurrence?.state || stateOfZipCode(own.zipCode, own.country) || '';
  return {
    ...empty,
    start: {
      ...empty.start,
      name: own.name,
      address: ownAddressValues(own),
      ward: team?.name ?? '',
      contactPhone: own.phone ?? '',
    },
    ...(empty.recurrence ? { recurrence: { ...empty.recurrence, state } } : {}),
  };
}
