import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import type { PatientData } from '@/contract/patient';
import { AddressFields } from '@/components/form/address-fields';
import { FormActions } from '@/components/form/form-actions';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Radio } from '@/components/ui/radio-group';
import { PatientCareFields } from './patient-care-fields';
import {
  normalizePatientForm,
  PatientFormSchema,
  patientDataFromForm,
  type PatientFormValues,
} from '../patient-form-values';

/**
 * The patient form of create and update (PRODUCT.md §3): person, insurance, home address and
 * notes. `onSave` gets the validated data; the form shows the server's field errors.
 */
export function PatientForm({
  defaultValues,
  onSave,
  submitLabel,
  secondaryActions,
  onCancel,
}: {
  defaultValues: PatientFormValues;
  onSave: (data: PatientData) => Promise<void>;
  submitLabel: ReactNode;
  secondaryActions?: ReactNode;
  /** Set when the form sits in a dialog (the transport order creates a patient inline). */
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PatientFormSchema },
    onSubmit: async ({ value }) => {
      await onSave(patientDataFromForm(value));
    },
  });
  // Insurer and address are optional as a whole; once one of their fields is filled, the schema
  // requires the rest, and the labels say so at once (issue 10.9).
  const insurerRequired = useStore(
    form.store,
    (state) => normalizePatientForm(state.values).insurer !== null,
  );
  const addressRequired = useStore(
    form.store,
    (state) => normalizePatientForm(state.values).address !== null,
  );

  return (
    <form.AppForm>
      <form.Form className="gap-6">
        <form.FormError />
        <Card>
          <CardHeader title={t`Person`} />
          <CardBody className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <form.AppField name="firstName">
                {(field) => <field.TextField label={t`Vorname`} isRequired autoFocus />}
              </form.AppField>
              <form.AppField name="lastName">
                {(field) => <field.TextField label={t`Nachname`} isRequired />}
              </form.AppField>
            </div>
            <div className="grid gap-5 sm:grid-cols-3">
              <form.AppField name="gender">
                {(field) => (
                  <field.RadioGroupField label={t`Geschlecht`} orientation="horizontal" isRequired>
                    <Radio value="woman">{t`Weiblich`}</Radio>
                    <Radio value="man">{t`Männlich`}</Radio>
                  </field.RadioGroupField>
                )}
              </form.AppField>
              <form.AppField name="birthday">
                {(field) => <field.DateField label={t`Geburtsdatum`} isRequired />}
              </form.AppField>
              <form.AppField name="phoneNumber">
                {(field) => <field.TextField label={t`Telefon`} type="tel" />}
              </form.AppField>
            </div>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title={t`Versicherung`}
            description={t`Für die Abrechnung mit der Krankenkasse.`}
          />
          <CardBody className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
              <form.AppField name="insurer.name">
                {(field) => (
                  <field.TextField
                    label={t`Krankenkasse`}
                    isRequired={insurerRequired}
                    description={t`z. B. AOK Nordost, TK, Barmer`}
                  />
                )}
              </form.AppField>
              <form.AppField name="insurer.ik">
                {(field) => (
                  <field.TextField
                    label={t`IK-Nummer`}
                    inputMode="numeric"
                    description={t`9 Ziffern`}
                  />
                )}
              </form.AppField>
            </div>
            <form.AppField name="healthInsuranceNumber">
              {(field) => (
                <field.TextField
                  label={t`Versichertennummer`}
                  description={t`Von der Gesundheitskarte: ein Buchstabe und 9 Ziffern, z. B. A123456780.`}
                  className="sm:max-w-xs"
                />
              )}
            </form.AppField>
            <PatientCareFields form={form} />
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title={t`Wohnadresse`}
            description={t`Wird beim Bestellen als Start oder Ziel angeboten.`}
          />
          <CardBody className="flex flex-col gap-5">
            <AddressFields form={form} prefix="address." required={addressRequired} />
          </CardBody>
        </Card>

        <Card>
          <CardHeader title={t`Hinweise für die Besatzung`} />
          <CardBody className="flex flex-col gap-5">
            <form.AppField name="particularities">
              {(field) => (
                <field.TextAreaField
                  label={t`Besonderheiten`}
                  description={t`z. B. Demenz, schwerhörig, sehbehindert, Rollator`}
                  rows={3}
                />
              )}
            </form.AppField>
            <form.AppField name="note">
              {(field) => <field.TextAreaField label={t`Notiz`} rows={3} />}
            </form.AppField>
          </CardBody>
        </Card>

        <FormActions
          cancelTo="/directory/patients"
          submitLabel={submitLabel}
          secondaryActions={secondaryActions}
          onCancel={onCancel}
        />
      </form.Form>
    </form.AppForm>
  );
}
