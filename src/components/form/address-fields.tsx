import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { SelectItem } from '@/components/ui/select';
import { countryOptions } from '@/lib/countries';
import type { useAppForm } from './app-form';

type AppForm = ReturnType<typeof useAppForm>;

/**
 * The fields of an address (PRODUCT.md §3): street, house number, floor, postcode, city, country,
 * note. `prefix` places them in the form (`address.` for a patient's home, '' for a favorite).
 *
 * These are always someone else's address (a patient's home, a clinic, a pickup place), never
 * the signed-in person's: the browser must not offer to fill in the nurse's own (issue 10.11).
 * Registration and the account keep their autofill; they do not use these fields.
 */
export function AddressFields({
  form,
  prefix = '',
  required,
}: {
  form: unknown;
  prefix?: string;
  required: boolean;
}) {
  const { t, i18n } = useLingui();
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const f = form as AppForm;
  const name = (field: string) => `${prefix}${field}` as never;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        <f.AppField name={name('street')}>
          {(field) => (
            <field.TextField label={t`Straße`} autoComplete="off" isRequired={required} />
          )}
        </f.AppField>
        <f.AppField name={name('houseNumber')}>
          {(field) => (
            <field.TextField label={t`Hausnummer`} autoComplete="off" isRequired={required} />
          )}
        </f.AppField>
      </div>
      <div className="grid gap-5 sm:grid-cols-[8rem_1fr_12rem]">
        <f.AppField name={name('zipCode')}>
          {(field) => (
            <field.TextField
              label={t`PLZ`}
              autoComplete="off"
              inputMode="numeric"
              isRequired={required}
            />
          )}
        </f.AppField>
        <f.AppField name={name('city')}>
          {(field) => <field.TextField label={t`Ort`} autoComplete="off" isRequired={required} />}
        </f.AppField>
        <f.AppField name={name('country')}>
          {(field) => (
            <field.SelectField label={t`Land`} items={countries}>
              {(country) => (
                <SelectItem id={country.id}>
                  {(country as unknown as { name: string }).name}
                </SelectItem>
              )}
            </field.SelectField>
          )}
        </f.AppField>
      </div>
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <f.AppField name={name('floor')}>
          {(field) => (
            <field.TextField
              label={t`Etage`}
              description={t`z. B. 3. OG, links`}
              autoComplete="off"
            />
          )}
        </f.AppField>
        <f.AppField name={name('note')}>
          {(field) => (
            <field.TextField
              label={t`Hinweis zur Adresse`}
              description={t`z. B. Eingang über den Hof, Klingel defekt`}
              autoComplete="off"
            />
          )}
        </f.AppField>
      </div>
    </>
  );
}
