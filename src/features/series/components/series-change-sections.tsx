/**
 * The series change's optional parts: the needs with the vehicle, and the places. Each is hidden
 * behind a tick, because most changes are times and weekdays; ticked, its fields are the order
 * form's own — a patient who now needs a wheelchair, a dialysis centre that moves.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import type { useAppForm } from '@/components/form/app-form';
import { patientQueryOptions } from '@/features/patients';
import { MobilityField, OrderNeedsFields, OrderPlaceFields } from '@/features/transports';

type AppForm = ReturnType<typeof useAppForm>;

// Each part set apart as the order form's cards are.
const SECTION = 'flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700';
const HEADING = 'text-base font-semibold text-slate-900 dark:text-slate-100';

/** A tick (a boolean field of the form) that shows its part while it is ticked. */
function TickToChange({
  form,
  name,
  label,
  children,
}: {
  form: unknown;
  name: 'changeNeeds' | 'changePlaces';
  label: string;
  children: ReactNode;
}) {
  const f = form as AppForm;
  const ticked = useStore(f.store, (state) =>
    Boolean((state.values as Record<string, unknown>)[name]),
  );
  return (
    <div className="flex flex-col gap-5 border-t border-slate-200 pt-4 dark:border-slate-700">
      <f.AppField name={name as never}>
        {(field) => <field.CheckboxField>{label}</field.CheckboxField>}
      </f.AppField>
      {ticked && children}
    </div>
  );
}

/** Mobility, equipment, infection, weight, companions, stairs, and the vehicle suggested from them. */
export function SeriesNeedsFields({ form }: { form: unknown }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <TickToChange form={form} name="changeNeeds" label={t`Bedarf oder Fahrzeug ändern`}>
      <section aria-labelledby={id} className={SECTION}>
        <h3 id={id} className={HEADING}>
          {t`Medizinisches und Fahrzeug`}
        </h3>
        <MobilityField form={form} />
        <OrderNeedsFields form={form} />
      </section>
    </TickToChange>
  );
}

/** Start and destination, with the same shortcuts as the order form (home, own address, favorites). */
export function SeriesPlaceFields({
  form,
  patientId,
}: {
  form: unknown;
  patientId: string | null;
}) {
  const { t } = useLingui();
  return (
    <TickToChange form={form} name="changePlaces" label={t`Abholort oder Ziel ändern`}>
      <ChangedPlaces form={form} patientId={patientId} />
    </TickToChange>
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
