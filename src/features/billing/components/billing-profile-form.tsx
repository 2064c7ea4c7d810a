import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { SelectItem } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import {
  BillingProfileInput,
  IssuerBillingProfileInput,
  PAYMENT_TERM_DAYS,
  formatIban,
  type BillingProfile,
} from '@/contract/billing';
import { countryOptions } from '@/lib/countries';
import { useSaveBillingProfile } from '../api/billing-profile';

const text = (value: string | null | undefined) => value ?? '';

/**
 * The billing profile of PRODUCT.md §6. The contract's schema checks as the admin types:
 * USt-IdNr. check digit, IBAN length and check digits, BIC, Steuernummer — each message next to
 * its field; a transport company (it issues invoices) also needs a tax id and an IBAN.
 */
export function BillingProfileForm({
  profile,
  isIssuer,
  organizationName,
}: {
  profile: BillingProfile | null;
  isIssuer: boolean;
  organizationName: string;
}) {
  const { t, i18n } = useLingui();
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const save = useSaveBillingProfile();
  const form = useAppForm({
    defaultValues: {
      name: profile?.name ?? organizationName,
      addition: text(profile?.addition),
      street: text(profile?.street),
      houseNumber: text(profile?.houseNumber),
      zipCode: text(profile?.zipCode),
      city: text(profile?.city),
      country: profile?.country ?? 'DE',
      invoiceEmail: text(profile?.invoiceEmail),
      vatId: text(profile?.vatId),
      taxNumber: text(profile?.taxNumber),
      iban: profile?.iban ? formatIban(profile.iban) : '',
      bic: text(profile?.bic),
      bankName: text(profile?.bankName),
      ik: text(profile?.ik),
      providerGroupKey: text(profile?.providerGroupKey),
      paymentTermDays: profile?.paymentTermDays ?? PAYMENT_TERM_DAYS.default,
    },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: (isIssuer ? IssuerBillingProfileInput : BillingProfileInput) as never,
    },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync(value);
      formApi.reset({
        ...value,
        vatId: text(saved.vatId),
        iban: saved.iban ? formatIban(saved.iban) : '',
        bic: text(saved.bic),
      });
      toast.show({ title: t`Rechnungsdaten gespeichert`, severity: 'success' });
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
            <Trans>Rechnungsanschrift</Trans>
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label={t`Name auf der Rechnung`}
                  description={t`Der vollständige Name, z. B. mit Rechtsform (GmbH).`}
                  isRequired
                />
              )}
            </form.AppField>
            <form.AppField name="addition">
              {(field) => <field.TextField label={t`Zusatz`} description={t`z. B. Buchhaltung`} />}
            </form.AppField>
          </div>
          <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
            <form.AppField name="street">
              {(field) => (
                <field.TextField label={t`Straße`} autoComplete="address-line1" isRequired />
              )}
            </form.AppField>
            <form.AppField name="houseNumber">
              {(field) => <field.TextField label={t`Hausnummer`} isRequired />}
            </form.AppField>
          </div>
          <div className="grid gap-5 sm:grid-cols-[8rem_1fr_12rem]">
            <form.AppField name="zipCode">
              {(field) => (
                <field.TextField
                  label={t`PLZ`}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  isRequired
                />
              )}
            </form.AppField>
            <form.AppField name="city">
              {(field) => (
                <field.TextField label={t`Ort`} autoComplete="address-level2" isRequired />
              )}
            </form.AppField>
            <form.AppField name="country">
              {(field) => (
                <field.SelectField label={t`Land`} items={countries}>
                  {(country) => (
                    <SelectItem id={country.id}>
                      {(country as unknown as { name: string }).name}
                    </SelectItem>
                  )}
                </field.SelectField>
              )}
            </form.AppField>
          </div>
          <form.AppField name="invoiceEmail">
            {(field) => (
              <field.TextField
                label={t`E-Mail für Rechnungen`}
                type="email"
                description={
                  isIssuer
                    ? t`Steht als Kontakt auf Ihren Rechnungen.`
                    : t`An diese Adresse schicken Transportunternehmen ihre Rechnungen.`
                }
                isRequired
              />
            )}
          </form.AppField>
        </fieldset>
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
            <Trans>Steuer</Trans>
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <form.AppField name="vatId">
              {(field) => (
                <field.TextField
                  label={t`USt-IdNr.`}
                  description={t`z. B. DE136695976 – die letzte Ziffer wird geprüft.`}
                  autoComplete="off"
                />
              )}
            </form.AppField>
            <form.AppField name="taxNumber">
              {(field) => (
                <field.TextField
                  label={t`Steuernummer`}
                  description={
                    isIssuer
                      ? t`Steuernummer oder USt-IdNr. muss auf jeder Rechnung stehen.`
                      : t`z. B. 12/345/67890`
                  }
                  autoComplete="off"
                />
              )}
            </form.AppField>
          </div>
        </fieldset>
        {isIssuer && (
          <fieldset className="flex flex-col gap-5">
            <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
              <Trans>Abrechnung mit Krankenkassen</Trans>
            </legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <form.AppField name="ik">
                {(field) => (
                  <field.TextField
                    label={t`Institutionskennzeichen (IK)`}
                    description={t`9 Ziffern – die letzte wird geprüft. Steht auf Rechnungen an Krankenkassen.`}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                )}
              </form.AppField>
              <form.AppField name="providerGroupKey">
                {(field) => (
                  <field.TextField
                    label={t`Leistungserbringergruppenschlüssel`}
                    description={t`Abrechnungscode und Tarifkennzeichen aus Ihrem Vertrag, z. B. 46 15126.`}
                    autoComplete="off"
                  />
                )}
              </form.AppField>
            </div>
          </fieldset>
        )}
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
            <Trans>Bankverbindung und Zahlungsziel</Trans>
          </legend>
          <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
            <form.AppField name="iban">
              {(field) => (
                <field.TextField
                  label={t`IBAN`}
                  description={t`Länge und Prüfziffern werden geprüft.`}
                  autoComplete="off"
                  isRequired={isIssuer}
                />
              )}
            </form.AppField>
            <form.AppField name="bic">
              {(field) => <field.TextField label={t`BIC`} autoComplete="off" />}
            </form.AppField>
          </div>
          <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
            <form.AppField name="bankName">
              {(field) => <field.TextField label={t`Bank`} />}
            </form.AppField>
            <form.AppField name="paymentTermDays">
              {(field) => (
                <field.NumberField
                  label={t`Zahlungsziel`}
                  unit={t`Tage`}
                  minValue={PAYMENT_TERM_DAYS.min}
                  maxValue={PAYMENT_TERM_DAYS.max}
                  isRequired
                />
              )}
            </form.AppField>
          </div>
        </fieldset>
        <div className="flex justify-end">
          <form.SubmitButton>
            <Trans>Speichern</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
