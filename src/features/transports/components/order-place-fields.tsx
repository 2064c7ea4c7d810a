import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Key } from 'react-aria-components';
import type { Patient } from '@/contract/patient';
import { AddressFields } from '@/components/form/address-fields';
import type { useAppForm } from '@/components/form/app-form';
import { Select, SelectItem } from '@/components/ui/select';
import { favoriteAddressesListQueryOptions } from '@/features/favorite-addresses';
import { ownOrganizationQueryOptions } from '@/lib/own-organization';
import { addressValues, type AddressValues, type PlaceValues } from '../order-form-values';
import { ownAddressValues } from '../order-presets';
import { placeNameNow, type NamedPlace } from '../place-name';

type AppForm = ReturnType<typeof useAppForm>;
/** `label` is what the picker lists; `placeName` what the order keeps as the place's name. */
type Source = {
  id: string;
  label: string;
  placeName: string;
  address: AddressValues;
  phone?: string;
};

/** Where an order's start or destination can come from: our address, the patient's home, favorites. */
function usePlaceSources(patient: Patient | null): Source[] {
  const { t } = useLingui();
  const favorites = useQuery(favoriteAddressesListQueryOptions({ page: 1, per_page: 100 }));
  const organization = useQuery(ownOrganizationQueryOptions());
  const sources: Source[] = [];
  if (organization.data) {
    const own = organization.data;
    sources.push({
      id: 'own',
      label: t`Eigene Adresse (${own.name})`,
      placeName: own.name,
      address: ownAddressValues(own),
      phone: own.phone ?? undefined,
    });
  }
  if (patient?.address) {
    sources.push({
      id: 'home',
      label: t`Wohnadresse des Patienten`,
      // A home has no name to tell others: never the patient's (decision 087).
      placeName: '',
      address: addressValues(patient.address),
      phone: patient.phoneNumber ?? undefined,
    });
  }
  for (const favorite of favorites.data?.data ?? []) {
    sources.push({
      id: `favorite:${favorite.id}`,
      label: favorite.name,
      placeName: favorite.name,
      address: addressValues(favorite),
    });
  }
  return sources;
}

/** Start or destination: pick a known address (typing its first letters works), then ward, room, phone. */
export function OrderPlaceFields({
  form,
  prefix,
  patient,
}: {
  form: unknown;
  prefix: 'start' | 'destination';
  patient: Patient | null;
}) {
  const { t } = useLingui();
  const f = form as AppForm;
  const sources = usePlaceSources(patient);
  const place = useStore(
    f.store,
    (state) => (state.values as unknown as Record<typeof prefix, PlaceValues>)[prefix],
  );
  // The picked (or loaded) name and the address it names; editing that address clears it.
  const namedRef = useRef<NamedPlace | null | undefined>(undefined);
  if (namedRef.current === undefined) {
    namedRef.current = place.name ? { name: place.name, address: place.address } : null;
  }
  useEffect(() => {
    const now = placeNameNow(namedRef.current ?? null, place.name, place.address);
    namedRef.current = now.owner;
    if (now.clear) f.setFieldValue(`${prefix}.name` as never, '' as never);
  }, [f, prefix, place.name, place.address]);
  const fill = (key: Key | null) => {
    const source = sources.find((item) => item.id === key);
    if (!source) return;
    namedRef.current = source.placeName
      ? { name: source.placeName, address: source.address }
      : null;
    f.setFieldValue(`${prefix}.name` as never, source.placeName as never);
    f.setFieldValue(`${prefix}.address` as never, source.address as never);
    if (source.phone) f.setFieldValue(`${prefix}.contactPhone` as never, source.phone as never);
  };
  const name = (field: string) => `${prefix}.${field}` as never;
  return (
    <div className="flex flex-col gap-5">
      <Select
        label={t`Adresse übernehmen`}
        placeholder={t`Favorit, Wohnadresse oder eigene Adresse`}
        items={sources}
        selectedKey={null}
        onSelectionChange={fill}
        isDisabled={sources.length === 0}
        className="sm:max-w-md"
      >
        {(source) => <SelectItem id={source.id}>{source.label}</SelectItem>}
      </Select>
      <f.AppField name={name('name')}>
        {(field) => (
          <field.TextField
            label={t`Name des Ortes`}
            description={t`Wie Station und Unternehmen den Ort kennen, z. B. „Dialysezentrum Mitte“ – nie der Name des Patienten.`}
            className="sm:max-w-md"
          />
        )}
      </f.AppField>
      <AddressFields form={form} prefix={`${prefix}.address.`} required />
      <div className="grid gap-5 sm:grid-cols-3">
        <f.AppField name={name('ward')}>
          {(field) => <field.TextField label={t`Station / Bereich`} />}
        </f.AppField>
        <f.AppField name={name('room')}>
          {(field) => <field.TextField label={t`Zimmer`} />}
        </f.AppField>
        <f.AppField name={name('contactPhone')}>
          {(field) => <field.TextField label={t`Telefon vor Ort`} type="tel" />}
        </f.AppField>
      </div>
    </div>
  );
}
