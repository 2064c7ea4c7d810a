import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { NEED_FLAGS } from '@/contract/order';
import { EQUIPMENT_TYPES, INFECTION_TYPES, MOBILITIES } from '@/contract/transport-class';
import type { useAppForm } from '@/components/form/app-form';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectItem } from '@/components/ui/select';
import type { NeedsValues } from '../order-form-values';
import { useTransportLabels } from '../use-transport-labels';
import { CheckboxGroupField } from './bound-order-fields';
import { OrderClassField } from './order-class-field';

type AppForm = ReturnType<typeof useAppForm>;

/** How the patient travels: one of the facts the vehicle is suggested from. */
export function MobilityField({ form }: { form: unknown }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const f = form as AppForm;
  return (
    <f.AppField name={'mobility' as never}>
      {(field) => (
        <field.SelectField label={t`Mobilität`} isRequired>
          {MOBILITIES.map((mobility) => (
            <SelectItem key={mobility} id={mobility}>
              {labels.mobility[mobility]}
            </SelectItem>
          ))}
        </field.SelectField>
      )}
    </f.AppField>
  );
}

/**
 * Equipment, oxygen, infection, weight, companions and the yes/no needs (order.ts's NEED_FLAGS:
 * stairs), then the vehicle suggested from them (OrderClassField) — the order's medical part, in
 * the order form and where a series' needs change from a date on. The form holds them as `NeedsValues` at its top level.
 */
export function OrderNeedsFields({ form }: { form: unknown }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const f = form as AppForm;
  const values = useStore(f.store, (state) => state.values as unknown as NeedsValues);
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <f.AppField name={'equipment' as never}>
          {() => (
            <CheckboxGroupField label={t`Medizinische Ausstattung`}>
              {EQUIPMENT_TYPES.map((type) => (
                <Checkbox key={type} value={type}>
                  {labels.equipment[type]}
                </Checkbox>
              ))}
            </CheckboxGroupField>
          )}
        </f.AppField>
        <div className="flex flex-col gap-5">
          {values.equipment.includes('oxygen') && (
            <f.AppField name={'oxygenLitersPerMinute' as never}>
              {(field) => <field.NumberField label={t`Sauerstoff (l/min)`} isRequired step={0.5} />}
            </f.AppField>
          )}
          <f.AppField name={'infection.type' as never}>
            {(field) => (
              <field.SelectField label={t`Infektion`} isRequired>
                {INFECTION_TYPES.map((type) => (
                  <SelectItem key={type} id={type}>
                    {labels.infection[type]}
                  </SelectItem>
                ))}
              </field.SelectField>
            )}
          </f.AppField>
          {values.infection.type !== 'none' && (
            <f.AppField name={'infection.note' as never}>
              {(field) => (
                <field.TextField
                  label={t`Hinweis zur Infektion`}
                  isRequired={values.infection.type === 'OTHER'}
                />
              )}
            </f.AppField>
          )}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
        <f.AppField name={'weightKg' as never}>
          {(field) => <field.NumberField label={t`Gewicht (kg)`} minValue={1} />}
        </f.AppField>
        <f.AppField name={'companions' as never}>
          {(field) => <field.NumberField label={t`Begleitpersonen`} minValue={0} maxValue={3} />}
        </f.AppField>
        {NEED_FLAGS.map((flag) => (
          <f.AppField key={flag} name={flag as never}>
            {(field) => <field.CheckboxField>{labels.needFlag[flag]}</field.CheckboxField>}
          </f.AppField>
        ))}
      </div>
      <OrderClassField form={form} />
    </div>
  );
}
