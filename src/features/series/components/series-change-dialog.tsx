import { useLingui } from '@lingui/react/macro';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import type { TransportSeries } from '@/contract/transport-series-answer';
import { FormDialog } from '@/components/form/form-dialog';
import { setFormError } from '@/components/form/server-errors';
import { Modal } from '@/components/ui/dialog';
import { WeekdayChoices } from '@/features/transports';
import { useUpdateSeries } from '../api/update-series';
import { SeriesNeedsFields, SeriesPlaceFields } from './series-change-sections';
import {
  changesNothing,
  changeStart,
  currentRule,
  seriesChangeErrors,
  type SeriesChange,
} from './series-change-values';

/**
 * "Diesen und alle folgenden Termine ändern" (decision 041): from a date on, other weekdays,
 * times, end, needs and vehicle, pickup place or destination. Dates no crew has set off for
 * follow; the company is told.
 */
export function SeriesChangeDialog({
  series,
  isOpen,
  onOpenChange,
}: {
  series: TransportSeries;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useUpdateSeries(series, () => onOpenChange(false));
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <SeriesChangeForm
        series={series}
        onSave={async (value) => {
          await change.mutateAsync(value);
        }}
      />
    </Modal>
  );
}

/**
 * The dialog's form: checked as the server checks before it is sent; what the server still
 * refuses shows at its field (a date before today, a rule without dates), the rest above them.
 */
export function SeriesChangeForm({
  series,
  onSave,
}: {
  series: TransportSeries;
  onSave: (change: SeriesChange) => Promise<void>;
}) {
  const { t } = useLingui();
  const { earliest, suggested } = changeStart(series);
  const form = useAppForm({
    defaultValues: currentRule(series, suggested),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => seriesChangeErrors(series, value, earliest) },
    onSubmit: async ({ value, formApi }) => {
      // The same rule from another date would still split the series and tell both sides.
      if (changesNothing(series, value)) {
        setFormError(
          formApi,
          t`Nichts geändert: Wochentage, Zeiten, Ende, Bedarf und Orte sind wie bisher.`,
        );
        return;
      }
      await onSave(value);
    },
  });
  return (
    <form.AppForm>
      <FormDialog
        title={t`Diesen und alle folgenden Termine ändern`}
        description={t`Termine ab diesem Tag, zu denen noch keine Besatzung losgefahren ist, folgen der neuen Regel; das Unternehmen wird informiert.`}
        confirmLabel={t`Ändern`}
      >
        <form.AppField name="recurrence.startDate">
          {(field) => <field.DateField label={t`Ab Termin am`} isRequired autoFocus />}
        </form.AppField>
        <form.AppField name="recurrence.weekdays">
          {(field) => (
            <field.CheckboxGroupField label={t`Wochentage`} isRequired>
              <WeekdayChoices />
            </field.CheckboxGroupField>
          )}
        </form.AppField>
        <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
          <form.AppField name="recurrence.pickupTime">
            {(field) => (
              <field.TextField label={t`Abholung um (hh:mm)`} isRequired inputMode="numeric" />
            )}
          </form.AppField>
          <form.AppField name="recurrence.appointmentTime">
            {(field) => (
              <field.TextField
                label={t`Termin am Ziel um (hh:mm)`}
                description={t`Leer lassen, wenn es keinen gibt.`}
                inputMode="numeric"
              />
            )}
          </form.AppField>
          {series.returnTrip?.time && (
            <form.AppField name="returnTrip.time">
              {(field) => (
                <field.TextField label={t`Rückfahrt um (hh:mm)`} isRequired inputMode="numeric" />
              )}
            </form.AppField>
          )}
          {series.recurrence.until && (
            <form.AppField name="recurrence.until">
              {(field) => <field.DateField label={t`Letzter Termin am`} isRequired />}
            </form.AppField>
          )}
        </div>
        <SeriesNeedsFields form={form} />
        <SeriesPlaceFields form={form} patientId={series.patientId} />
      </FormDialog>
    </form.AppForm>
  );
}
