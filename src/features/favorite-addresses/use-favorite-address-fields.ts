import { useLingui } from '@lingui/react/macro';
import type { ComparedField } from '@/components/offline/resolve-write-dialog';

/** The fields of a favorite address with their labels, to compare two versions. */
export function useFavoriteAddressFields(): ComparedField[] {
  const { t } = useLingui();
  return [
    { path: 'name', label: t`Bezeichnung` },
    { path: 'street', label: t`Straße` },
    { path: 'houseNumber', label: t`Hausnummer` },
    { path: 'floor', label: t`Etage` },
    { path: 'zipCode', label: t`PLZ` },
    { path: 'city', label: t`Ort` },
    { path: 'country', label: t`Land` },
    { path: 'note', label: t`Hinweis zur Adresse` },
  ];
}
