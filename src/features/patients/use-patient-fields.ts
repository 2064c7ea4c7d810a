import { useLingui } from '@lingui/react/macro';
import type { ComparedField } from '@/components/offline/resolve-write-dialog';
import { formatDate } from '@/lib/dates';

/** The patient's fields with their labels, to compare two versions of a patient. */
export function usePatientFields(): ComparedField[] {
  const { t } = useLingui();
  return [
    { path: 'lastName', label: t`Nachname` },
    { path: 'firstName', label: t`Vorname` },
    {
      path: 'gender',
      label: t`Geschlecht`,
      format: (value) => (value === 'man' ? t`Männlich` : t`Weiblich`),
    },
    { path: 'birthday', label: t`Geburtsdatum`, format: (value) => formatDate(String(value)) },
    { path: 'phoneNumber', label: t`Telefon` },
    { path: 'insurer.name', label: t`Krankenkasse` },
    { path: 'insurer.ik', label: t`IK-Nummer` },
    { path: 'healthInsuranceNumber', label: t`Versichertennummer` },
    { path: 'address.street', label: t`Straße` },
    { path: 'address.houseNumber', label: t`Hausnummer` },
    { path: 'address.floor', label: t`Etage` },
    { path: 'address.zipCode', label: t`PLZ` },
    { path: 'address.city', label: t`Ort` },
    { path: 'address.country', label: t`Land` },
    { path: 'address.note', label: t`Hinweis zur Adresse` },
    { path: 'particularities', label: t`Besonderheiten` },
    { path: 'note', label: t`Notiz` },
  ];
}
