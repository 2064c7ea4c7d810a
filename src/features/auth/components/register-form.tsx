import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { Building2, HeartPulse, Truck } from 'lucide-react';
import { useMemo } from 'react';
import type { AccountType } from '@/contract/auth';
import { RegisterInput } from '@/contract/auth';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { Radio } from '@/components/ui/radio-group';
import { SelectItem } from '@/components/ui/select';
import { countryOptions } from '@/lib/countries';
import type { Language } from '@/contract/messages';
import { register } from '../api/register';

type Values = {
  accountType: AccountType | '';
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  passwordRetry: string;
  organization: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
  fleetSize: number | null;
};

const sectionTitle =
  'text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

/** Registration of an organisation and its admin (seed §3); fleetSize for transport companies. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useLingui();
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const accountTypes: { id: AccountType; label: string; hint: string; icon: typeof Truck }[] = [
    {
      id: 'medical_facility',
      label: t`Medizinische Einrichtung`,
      hint: t`Klinik, Station, Praxis`,
      icon: HeartPulse,
    },
    {
      id: 'retirement_home',
      label: t`Pflegeheim`,
      hint: t`Senioren- und Pflegeeinrichtung`,
      icon: Building2,
    },
    {
      id: 'transport_company',
      label: t`Transportunternehmen`,
      hint: t`Taxi, BTW, KTW`,
      icon: Truck,
    },
  ];

  const form = useAppForm({
    defaultValues: {
      accountType: '',
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
      password: '',
      passwordRetry: '',
      organization: '',
      address: '',
      city: '',
      zipcode: '',
      country: 'DE',
      fleetSize: null,
    } as Values,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: RegisterInput as never },
    onSubmit: async ({ value }) => {
      const { email } = await register({
        ...(value as Omit<Values, 'accountType'> & { accountType: AccountType }),
        fleetSize: value.accountType === 'transport_company' ? value.fleetSize : undefined,
        language: i18n.locale as Language,
      });
      onRegistered(email);
    },
  });
  const accountType = useStore(form.store, (state) => state.values.accountType);

  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        <form.AppField name="accountType">
          {(field) => (
            <field.RadioGroupField label={t`Kontoart`} isRequired>
              <div className="grid gap-2">
                {accountTypes.map(({ id, label, hint, icon: Icon }) => (
                  <Radio
                    key={id}
                    value={id}
                    className="rounded-lg border border-slate-300 px-3 py-2.5 data-selected:border-brand-600 data-selected:bg-brand-50 dark:border-slate-600 dark:data-selected:border-brand-400 dark:data-selected:bg-brand-950/60"
                  >
                    <Icon
                      aria-hidden
                      className="size-5 shrink-0 text-brand-700 dark:text-brand-300"
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-medium">{label}</span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>
                    </span>
                  </Radio>
                ))}
              </div>
            </field.RadioGroupField>
          )}
        </form.AppField>

        <h2 className={sectionTitle}>
          <Trans>Organisation</Trans>
        </h2>
        <form.AppField name="organization">
          {(field) => (
            <field.TextField
              label={t`Name der Organisation`}
              autoComplete="organization"
              isRequired
            />
          )}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label={t`Straße und Hausnummer`}
              autoComplete="street-address"
              isRequired
            />
          )}
        </form.AppField>
        <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
          <form.AppField name="zipcode">
            {(field) => (
              <field.TextField
                label={t`PLZ`}
                autoComplete="postal-code"
                inputMode="numeric"
                isRequired
              />
            )}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label={t`Ort`} autoComplete="address-level2" isRequired />}
          </form.AppField>
        </div>
        <form.AppField name="country">
          {(field) => (
            <field.SelectField label={t`Land`} items={countries} isRequired>
              {(country) => (
                <SelectItem id={country.id}>
                  {(country as unknown as { name: string }).name}
                </SelectItem>
              )}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField label={t`Telefon`} type="tel" autoComplete="tel" isRequired />
          )}
        </form.AppField>
        {accountType === 'transport_company' && (
          <form.AppField name="fleetSize">
            {(field) => (
              <field.NumberField
                label={t`Anzahl Fahrzeuge`}
                description={t`Wie viele Fahrzeuge Ihre Flotte hat.`}
                minValue={1}
                maxValue={10000}
                isRequired
              />
            )}
          </form.AppField>
        )}

        <h2 className={sectionTitle}>
          <Trans>Ihre Angaben</Trans>
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="firstname">
            {(field) => <field.TextField label={t`Vorname`} autoComplete="given-name" isRequired />}
          </form.AppField>
          <form.AppField name="lastname">
            {(field) => (
              <field.TextField label={t`Nachname`} autoComplete="family-name" isRequired />
            )}
          </form.AppField>
        </div>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t`E-Mail-Adresse`}
              type="email"
              autoComplete="email"
              isRequired
            />
          )}
        </form.AppField>
        <NewPasswordFields form={form} label={t`Passwort`} retryLabel={t`Passwort wiederholen`} />
        <form.SubmitButton size="lg" className="w-full">
          <Trans>Registrieren</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
