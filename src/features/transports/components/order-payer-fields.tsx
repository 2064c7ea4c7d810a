import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import {
  APPROVAL_REASONS,
  PAYER_TYPES,
  PRESCRIPTIONS,
  type TransportReason,
} from '@/contract/transport';
import type { useAppForm } from '@/components/form/app-form';
import { SelectItem } from '@/components/ui/select';
import type { OrderFormValues } from '../order-form-values';
import { useTransportLabels } from '../use-transport-labels';

type AppForm = ReturnType<typeof useAppForm>;

/** Payer, prescription (Muster 4) and, for statutory insurance, co-payment and approval. */
export function OrderPayerFields({ form }: { form: unknown }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const f = form as AppForm;
  const values = useStore(f.store, (state) => state.values as unknown as OrderFormValues);
  const statutory = values.payer.type === 'GKV';
  const approvalExpected = APPROVAL_REASONS.includes(values.reason as TransportReason);
  const name = (field: string) => field as never;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <f.AppField name={name('payer.type')}>
          {(field) => (
            <field.SelectField label={t`Kostenträger`} isRequired>
              {PAYER_TYPES.map((type) => (
                <SelectItem key={type} id={type}>
                  {labels.payer[type]}
                </SelectItem>
              ))}
            </field.SelectField>
          )}
        </f.AppField>
        <f.AppField name={name('prescription')}>
          {(field) => (
            <field.SelectField label={t`Verordnung (Muster 4)`} isRequired>
              {PRESCRIPTIONS.map((prescription) => (
                <SelectItem key={prescription} id={prescription}>
                  {labels.prescription[prescription]}
                </SelectItem>
              ))}
            </field.SelectField>
          )}
        </f.AppField>
      </div>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem_12rem]">
        <f.AppField name={name('payer.insurer.name')}>
          {(field) => <field.TextField label={t`Krankenkasse / Versicherung`} />}
        </f.AppField>
        <f.AppField name={name('payer.insurer.ik')}>
          {(field) => <field.TextField label={t`IK-Nummer`} inputMode="numeric" />}
        </f.AppField>
        <f.AppField name={name('payer.insuranceNumber')}>
          {(field) => <field.TextField label={t`Versichertennummer`} />}
        </f.AppField>
      </div>
      {statutory && (
        <div className="grid gap-5 sm:grid-cols-[auto_1fr_1fr] sm:items-end">
          <f.AppField name={name('payer.coPaymentExempt')}>
            {(field) => <field.CheckboxField>{t`Von der Zuzahlung befreit`}</field.CheckboxField>}
          </f.AppField>
          <f.AppField name={name('payer.approval.status')}>
            {(field) => (
              <field.SelectField
                label={t`Genehmigung der Kasse`}
                description={
                  approvalExpected
                    ? t`Serienbehandlungen brauchen meist eine Genehmigung.`
                    : undefined
                }
              >
                {(['not_needed', 'requested', 'granted'] as const).map((status) => (
                  <SelectItem key={status} id={status}>
                    {labels.approval[status]}
                  </SelectItem>
                ))}
              </field.SelectField>
            )}
          </f.AppField>
          {values.payer.approval.status === 'granted' && (
            <f.AppField name={name('payer.approval.reference')}>
              {(field) => <field.TextField label={t`Aktenzeichen der Genehmigung`} isRequired />}
            </f.AppField>
          )}
        </div>
      )}
    </div>
  );
}
