/**
 * The sort keys of the lists, apart from their schemas: the routes' search validation needs only
 * these, and it runs in the entry chunk that every screen loads (decision 060).
 */
export const TRANSPORT_SORTS = ['pickupAt', 'number', 'status', 'createdAt', 'updatedAt'] as const;

export const PATIENT_SORTS = [
  'lastName',
  'firstName',
  'birthday',
  'createdAt',
  'updatedAt',
] as const;

export const FAVORITE_ADDRESS_SORTS = [
  'name',
  'city',
  'zipCode',
  'createdAt',
  'updatedAt',
] as const;
