/** Favorite-address writes for the offline queue, and how a queued body reads as an address. */
import type { FavoriteAddress, FavoriteAddressData } from '@/contract/favorite-address';
import type { RecordFromBody } from '@/lib/offline-writes/overlay';
import { recordWrites } from '@/lib/offline-writes/record-writes';

export const favoriteAddressWrites = recordWrites('favorite-addresses');

export const favoriteAddressFromBody: RecordFromBody<FavoriteAddress> = (body, base) => {
  const data = body as FavoriteAddressData & { id: string };
  const now = new Date().toISOString();
  return {
    id: data.id,
    name: data.name,
    street: data.street,
    houseNumber: data.houseNumber,
    floor: data.floor ?? null,
    city: data.city,
    zipCode: data.zipCode,
    country: data.country,
    note: data.note ?? null,
    version: base?.version ?? 1,
    createdAt: base?.createdAt ?? now,
    updatedAt: now,
  };
};
