import { useLingui } from '@lingui/react/macro';
import { DISABILITY_MARKERS, type DisabilityMarker } from '@/contract/prescription';
import type { useAppForm } from '@/components/form/app-form';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectItem } from '@/components/ui/select';

type AppForm = ReturnType<typeof useAppForm>;

const CARE_LEVELS = ['1', '2', '3', '4', '5'] as const;

/**
 * What decides whether the Kasse must approve a ride and whether the patient pays the
 * co-payment (decision 095): Pflegegrad, the Schwerbehindertenausweis' markers aG, Bl, H, and
 * an exemption from co-payments with its last day.
 */
export function PatientCareFields({ form }: { form: unknown }) {
  const { t } = useLingui();
  const f = form as AppForm;
  const markers: Record<DisabilityMarker, string> = {
    aG: t`aG – außergewöhnliche Gehbehinderung`,
    Bl: t`Bl – blind`,
    H: t`H – hilflos`,
  };
  return (
    <div className="grid gap-5 sm:grid-cols-3 sm:items-start">
      <f.AppField name={'careLevel' as never}>
        {(field) => (
          <field.SelectField label={t`Pflegegrad`}>
            {[
              <SelectItem key="0" id="0">
                {t`Keiner`}
              </SelectItem>,
              ...CARE_LEVELS.map((level) => (
                <SelectItem key={level} id={level}>
                  {t`Pflegegrad ${level}`}
                </SelectItem>
              )),
            ]}
          </field.SelectField>
        )}
      </f.AppField>
      <f.AppField name={'disabilityMarkers' as never}>
        {(field) => (
          <field.CheckboxGroupField label={t`Merkzeichen im Schwerbehindertenausweis`}>
            {DISABILITY_MARKERS.map((marker) => (
              <Checkbox key={marker} value={marker}>
                {markers[marker]}
              </Checkbox>
            ))}
          </field.CheckboxGroupField>
        )}
      </f.AppField>
      <f.AppField name={'coPaymentExemptUntil' as never}>
        {(field) => (
          <field.DateField
            label={t`Von der Zuzahlung befreit bis`}
            description={t`Leer: keine Befreiung.`}
          />
        )}
      </f.AppField>
    </div>
  );
}
