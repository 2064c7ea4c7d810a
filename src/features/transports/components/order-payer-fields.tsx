import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { PAYER_KINDS } from '@/contract/payer';
import type { useAppForm } from '@/components/form/app-form';
import { SelectItem } from '@/components/ui/select';
import type { OrderFormValues } from '../order-form-values';
import { useTransportLabels } from '../use-transport-labels';

type AppForm = ReturnType<typeof useAppForm>;

/**
 * Who pays (decision 096): the patient's Krankenkasse (taken from the patient), a
 * Berufsgenossenschaft with its name and IK, the ordering organisation, or the patient.
 */
export function OrderPayerFields({ form }: { form: unknown }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const f = form as AppForm;
  const kind = useStore(
    f.store,
    (state) => (state.values as unknown as OrderFormValues).payer.kind,
  );
  const name = (field: string) => field as never;
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_1fr_10rem] sm:items-start">
      <f.AppField name={name('payer.kind')}>
        {(field) => (
          <field.SelectField label={t`Kostenträger`} isRequired>
            {PAYER_KINDS.map((payer) => (
              <SelectItem key={payer} id={payer}>
                {labels.payer[payer]}
              </SelectItem>
            ))}
          </field.SelectField>
        )}
      </f.AppField>
      {kind === 'accident_insurer' && (
        <>
          <f.AppField name={name('payer.name')}>
            {(field) => <field.TextField label={t`Berufsgenossenschaft`} isRequired />}
          </f.AppField>
          <f.AppField name={name('payer.ik')}>
            {(field) => <field.TextField label={t`IK-Nummer`} inputMode="numeric" isRequired />}
          </f.AppField>
        </>
      )}
    </div>
  );
}
