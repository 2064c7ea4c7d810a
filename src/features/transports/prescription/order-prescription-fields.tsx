import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import {
  CO_PAYMENTS,
  EXPLAINED_REASONS,
  LEGAL_CASES,
  PRESCRIBED_VEHICLES,
  PRESCRIPTION_DIRECTIONS,
  PRESCRIPTION_REASONS,
  TAXI_EQUIPMENT,
  type PrescriptionReason,
} from '@/contract/prescription';
import type { useAppForm } from '@/components/form/app-form';
import { Radio } from '@/components/ui/radio-group';
import { SelectItem } from '@/components/ui/select';
import type { PayerFormValues, PrescriptionFormValues } from './prescription-form-values';
import { ApprovalSentence, type SentencePatient } from './approval-sentence';
import { usePrescriptionLabels } from './use-prescription-labels';

type AppForm = ReturnType<typeof useAppForm>;
type Values = { prescription: PrescriptionFormValues; payer: PayerFormValues };

/**
 * "Verordnung (Muster 4)" of the order form (decision 095): what the prescription says, in the
 * Muster 4's order, with the sentence whether the Kasse must approve the ride beside it, live
 * as the fields change. The approval's reference and validity show where one is needed.
 */
export function OrderPrescriptionFields({
  form,
  patient,
}: {
  form: unknown;
  patient: SentencePatient | null;
}) {
  const { t } = useLingui();
  const labels = usePrescriptionLabels();
  const f = form as AppForm;
  const values = useStore(f.store, (state) => state.values as unknown as Values);
  const prescription = values.prescription;
  const name = (field: string) => `prescription.${field}` as never;
  const given = prescription.state === 'given';
  return (
    <div className="flex flex-col gap-5">
      <f.AppField name={name('state')}>
        {(field) => (
          <field.RadioGroupField
            label={t`Verordnung einer Krankenbeförderung`}
            orientation="horizontal"
          >
            <Radio value="given">{t`Liegt vor`}</Radio>
            <Radio value="none">{t`Keine (folgt oder nicht nötig)`}</Radio>
          </field.RadioGroupField>
        )}
      </f.AppField>
      {given && (
        <>
          <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
            <f.AppField name={name('issuedOn')}>
              {(field) => <field.DateField label={t`Ausgestellt am`} isRequired />}
            </f.AppField>
            <f.AppField name={name('direction')}>
              {(field) => (
                <field.RadioGroupField label={t`Fahrt`} orientation="horizontal" isRequired>
                  {PRESCRIPTION_DIRECTIONS.map((direction) => (
                    <Radio key={direction} value={direction}>
                      {labels.direction[direction]}
                    </Radio>
                  ))}
                </field.RadioGroupField>
              )}
            </f.AppField>
          </div>
          <f.AppField name={name('reason')}>
            {(field) => (
              <field.SelectField label={t`Grund der Beförderung`} isRequired>
                {PRESCRIPTION_REASONS.map((reason) => (
                  <SelectItem key={reason} id={reason}>
                    {labels.reason[reason]}
                  </SelectItem>
                ))}
              </field.SelectField>
            )}
          </f.AppField>
          {EXPLAINED_REASONS.includes(prescription.reason as PrescriptionReason) && (
            <f.AppField name={name('reasonNote')}>
              {(field) => <field.TextField label={t`Begründung`} isRequired />}
            </f.AppField>
          )}
          <div className="grid gap-5 sm:grid-cols-[12rem_1fr] sm:items-start">
            <f.AppField name={name('treatmentOn')}>
              {(field) => <field.DateField label={t`Behandlungstag`} />}
            </f.AppField>
            <f.AppField name={name('frequency')}>
              {(field) => (
                <field.TextField
                  label={t`oder Behandlungsfrequenz`}
                  description={t`z. B. 3× pro Woche`}
                />
              )}
            </f.AppField>
          </div>
          <f.AppField name={name('facility')}>
            {(field) => <field.TextField label={t`Behandlungsstätte (Name, Ort)`} isRequired />}
          </f.AppField>
          <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
            <f.AppField name={name('vehicle')}>
              {(field) => (
                <field.SelectField label={t`Verordnetes Beförderungsmittel`} isRequired>
                  {PRESCRIBED_VEHICLES.map((vehicle) => (
                    <SelectItem key={vehicle} id={vehicle}>
                      {labels.vehicle[vehicle]}
                    </SelectItem>
                  ))}
                </field.SelectField>
              )}
            </f.AppField>
            {prescription.vehicle === 'taxi' && (
              <f.AppField name={name('taxiEquipment')}>
                {(field) => (
                  <field.SelectField label={t`Beförderung im Taxi/Mietwagen`}>
                    {TAXI_EQUIPMENT.map((equipment) => (
                      <SelectItem key={equipment} id={equipment}>
                        {labels.taxiEquipment[equipment]}
                      </SelectItem>
                    ))}
                  </field.SelectField>
                )}
              </f.AppField>
            )}
            {(prescription.vehicle === 'ktw' || prescription.vehicle === 'other') && (
              <f.AppField name={name('vehicleNote')}>
                {(field) => (
                  <field.TextField
                    label={
                      prescription.vehicle === 'ktw'
                        ? t`Medizinischer Grund für den KTW`
                        : t`Welches Beförderungsmittel`
                    }
                    isRequired
                  />
                )}
              </f.AppField>
            )}
          </div>
          <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
            <f.AppField name={name('coPayment')}>
              {(field) => (
                <field.RadioGroupField label={t`Zuzahlung`} isRequired>
                  {CO_PAYMENTS.map((coPayment) => (
                    <Radio key={coPayment} value={coPayment}>
                      {labels.coPayment[coPayment]}
                    </Radio>
                  ))}
                </field.RadioGroupField>
              )}
            </f.AppField>
            <f.AppField name={name('legalCase')}>
              {(field) => (
                <field.SelectField label={t`Unfall / Versorgungsleiden`}>
                  {LEGAL_CASES.map((legalCase) => (
                    <SelectItem key={legalCase} id={legalCase}>
                      {labels.legalCase[legalCase]}
                    </SelectItem>
                  ))}
                </field.SelectField>
              )}
            </f.AppField>
          </div>
          <ApprovalSentence
            prescription={prescription}
            payerKind={values.payer.kind}
            patient={patient}
          >
            {(needed) =>
              (needed || prescription.approval.reference || prescription.approval.validUntil) && (
                <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
                  <f.AppField name={name('approval.reference')}>
                    {(field) => (
                      <field.TextField
                        label={t`Aktenzeichen der Genehmigung`}
                        isRequired={needed}
                      />
                    )}
                  </f.AppField>
                  <f.AppField name={name('approval.validUntil')}>
                    {(field) => <field.DateField label={t`Genehmigt bis`} isRequired={needed} />}
                  </f.AppField>
                </div>
              )
            }
          </ApprovalSentence>
        </>
      )}
    </div>
  );
}
