import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import type { useAppForm } from '@/components/form/app-form';
import { patientQueryOptions } from '@/features/patients';
import { OrderPlaceFields } from './order-place-fields';

type AppForm = ReturnType<typeof useAppForm>;

// Each place set apart as the order form's cards are: two addresses of the same fields.
const SECTION = 'flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700';
const HEADING = 'text-base font-semibold text-slate-900 dark:text-slate-100';

/**
 * The series change's places: hidden behind "Abholort oder Ziel ändern", because most changes are
 * times and weekdays; ticked, the start and destination as the order form has them, with the
 * same shortcuts (the patient's home, the ward's own address, the favorites) — a dialysis centre
 * that moves, a patient who moved.
 */
export function SeriesPlaceFields({
  form,
  patientId,
}: {
  form: unknown;
  patientId: string | null;
}) {
  const { t } = useLingui();
  const f = form as AppForm;
  const changing = useStore(f.store, (state) =>
    Boolean((state.values as { changePlaces?: boolean }).changePlaces),
  );
  return (
    <div className="flex flex-col gap-5 border-t border-slate-200 pt-4 dark:border-slate-700">
      <f.AppField name={'changePlaces' as never}>
        {(field) => <field.CheckboxField>{t`Abholort oder Ziel ändern`}</field.CheckboxField>}
      </f.AppField>
      {changing && <ChangedPlaces form={form} patientId={patientId} />}
    </div>
  );
}

/** Start and destination, each under its heading, with the patient's home among the shortcuts. */
function ChangedPlaces({ form, patientId }: { form: unknown; patientId: string | null }) {
  const { t } = useLingui();
  const id = useId();
  // Asked for only once the places are opened; a deleted patient has no home address to offer.
  const patient = useQuery({ ...patientQueryOptions(patientId ?? ''), enabled: !!patientId });
  const places = [
    ['start', t`Abholort`],
    ['destination', t`Ziel`],
  ] as const;
  return places.map(([prefix, title]) => (
    <section key={prefix} aria-labelledby={`${id}-${prefix}`} className={SECTION}>
      <h3 id={`${id}-${prefix}`} className={HEADING}>
        {title}
      </h3>
      <OrderPlaceFields form={form} prefix={prefix} patient={patient.data ?? null} />
    </section>
  ));
}
