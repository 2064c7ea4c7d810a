import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { Lightbulb } from 'lucide-react';
import { useEffect } from 'react';
import { classRuleText } from '@/contract/transport';
import {
  suggestedClass,
  TRANSPORT_CLASSES,
  type ClassFacts,
  type TransportClass,
} from '@/contract/transport-class';
import type { useAppForm } from '@/components/form/app-form';
import { fieldMessage } from '@/components/form/field-errors';
import { Select, SelectItem } from '@/components/ui/select';
import type { OrderFormValues } from '../order-form-values';
import { useTransportLabels } from '../use-transport-labels';

type AppForm = ReturnType<typeof useAppForm>;

/** The facts the class rules read, from the form's values. */
export const classFacts = (values: OrderFormValues): ClassFacts => ({
  mobility: (values.mobility || undefined) as ClassFacts['mobility'],
  equipment: values.equipment.map((type) => ({ type })),
  infection: { type: values.infection.type as NonNullable<ClassFacts['infection']>['type'] },
  weightKg: values.weightKg,
});

/**
 * The vehicle, suggested from mobility, equipment, infection and weight with the rule said in a
 * sentence ("Liegend → mindestens KTW."). It follows the suggestion until the user picks one.
 */
export function OrderClassField({ form }: { form: unknown }) {
  const { t, i18n } = useLingui();
  const labels = useTransportLabels();
  const f = form as AppForm;
  const values = useStore(f.store, (state) => state.values as unknown as OrderFormValues);
  const meta = useStore(f.store, (state) => state.fieldMeta['transportClass' as never]);
  const suggestion = suggestedClass(classFacts(values));
  const language = i18n.locale === 'en' ? 'en' : 'de';

  useEffect(() => {
    if (!values.classChosen && values.transportClass !== suggestion.transportClass) {
      f.setFieldValue('transportClass' as never, suggestion.transportClass as never);
    }
  }, [f, values.classChosen, values.transportClass, suggestion.transportClass]);

  const message = meta ? fieldMessage(meta) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={t`Fahrzeug`}
        isRequired
        selectedKey={values.transportClass || null}
        onSelectionChange={(key) => {
          f.setFieldValue('transportClass' as never, String(key) as never);
          f.setFieldValue('classChosen' as never, true as never);
        }}
        isInvalid={message !== undefined}
        errorMessage={message}
        className="sm:max-w-xs"
      >
        {TRANSPORT_CLASSES.map((transportClass: TransportClass) => (
          <SelectItem key={transportClass} id={transportClass}>
            {labels.transportClass[transportClass]}
          </SelectItem>
        ))}
      </Select>
      <div
        aria-live="polite"
        className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100"
      >
        <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {suggestion.rules.length === 0
            ? t`Keine besonderen Anforderungen → ${labels.transportClass.TAXI} genügt.`
            : suggestion.rules.map((rule) => classRuleText(rule)[language]).join(' ')}{' '}
          {values.classChosen && values.transportClass !== suggestion.transportClass && (
            <button
              type="button"
              className="font-medium underline underline-offset-2"
              onClick={() => {
                f.setFieldValue('classChosen' as never, false as never);
              }}
            >
              {t`Vorschlag ${labels.transportClass[suggestion.transportClass]} übernehmen`}
            </button>
          )}
        </span>
      </div>
    </div>
  );
}
