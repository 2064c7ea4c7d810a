import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { todayInGermany } from '@/contract/dates';
import { datesBetween, type Weekday } from '@/contract/recurrence';
import { message, pickLanguage } from '@/contract/messages';
import { seriesUpdate, type SeriesUpdateInput } from '@/contract/transport-series';
import { seriesApi } from '@/contract/transport-series-api';
import type { TransportSeries } from '@/contract/transport-series-answer';
import { FormDialog } from '@/components/form/form-dialog';
import { setFormError } from '@/components/form/server-errors';
import { Modal } from '@/components/ui/dialog';
import { call } from '@/lib/api-client';
import { transportKeys } from '../api/transport-keys';
import {
  formFieldOf,
  needsInput,
  needsValues,
  placeInput,
  placeValues,
  type NeedsValues,
  type PlaceValues,
} from '../order-form-values';
import { SeriesNeedsFields, SeriesPlaceFields } from './series-change-sections';
import { WeekdayChoices } from './weekday-choices';

/**
 * What the dialog changes, named as the API names it, so a 422 lands at its field. Times are
 * `hh:mm` as typed; an empty appointment time means none. `until` and the return's time are
 * shown only where the series has them (an end by date, a return at a fixed time). The needs
 * (with the vehicle) and the places count only while `changeNeeds` / `changePlaces` is ticked:
 * unticked, the series keeps its own.
 */
export type SeriesChange = NeedsValues & {
  recurrence: {
    startDate: string;
    weekdays: Weekday[];
    pickupTime: string;
    appointmentTime: string;
    until: string;
  };
  returnTrip: { time: string };
  changeNeeds: boolean;
  changePlaces: boolean;
  start: PlaceValues;
  destination: PlaceValues;
};

/** The change's values as the series holds them now, from the suggested date. */
export function currentRule(series: TransportSeries, startDate: string): SeriesChange {
  const rule = series.recurrence;
  return {
    recurrence: {
      startDate,
      weekdays: rule.weekdays,
      pickupTime: rule.pickupTime,
      appointmentTime: rule.appointmentTime ?? '',
      until: rule.until ?? '',
    },
    returnTrip: { time: series.returnTrip?.time ?? '' },
    changeNeeds: false,
    ...needsValues(series),
    changePlaces: false,
    start: placeValues(series.start),
    destination: placeValues(series.destination),
  };
}

/** The earliest day a change may start, and the date it starts on unless the ward picks one. */
export function changeStart(series: TransportSeries, today = todayInGermany()) {
  const rule = series.recurrence.startDate;
  const earliest = rule > today ? rule : today;
  // The next date no crew has set off for: pressing "Ändern" without a change then keeps every
  // date as it is.
  const next = series.dates.find(
    ({ date, skipped, transport }) =>
      date >= earliest &&
      !skipped &&
      (!transport || transport.status === 'open' || transport.status === 'assigned'),
  );
  return { earliest, suggested: next?.date ?? earliest };
}

/**
 * A time as Germans type it — "7:30", "07.30", "0730" — as the contract reads it ("07:30");
 * anything else is left as typed for the contract to refuse at its field.
 */
export function typedTime(text: string): string {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return text.trim();
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return text.trim();
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** The order as the series holds it, back in the contract's input shape, with the change. */
export function seriesUpdateBody(series: TransportSeries, change: SeriesChange) {
  const rule = series.recurrence;
  const { startDate, weekdays, pickupTime, appointmentTime, until } = change.recurrence;
  const changed = {
    ...rule,
    startDate,
    weekdays,
    pickupTime: typedTime(pickupTime),
    appointmentTime: typedTime(appointmentTime) || null,
    until: rule.until ? until : null,
  };
  // A series counted in dates keeps the dates its current rule has left from the change on.
  const left = rule.count ? datesBetween(rule, startDate, '9999-12-31').length : null;
  const back = series.returnTrip;
  const needs = change.changeNeeds
    ? needsInput(change)
    : {
        transportClass: series.transportClass,
        mobility: series.mobility,
        equipment: series.equipment,
        infection: series.infection,
        weightKg: series.weightKg,
        companions: series.companions,
        stairsWithoutLift: series.stairsWithoutLift,
      };
  return {
    patientId: series.patientId ?? '',
    reason: series.reason,
    ...needs,
    crewNote: series.crewNote,
    start: change.changePlaces ? placeInput(change.start) : series.start,
    destination: change.changePlaces ? placeInput(change.destination) : series.destination,
    payer: series.payer,
    prescription: series.prescription,
    teamId: series.team?.id ?? null,
    recurrence: { ...changed, count: rule.count ? left || null : null },
    returnTrip: back?.time ? { ...back, time: typedTime(change.returnTrip.time) } : back,
    version: series.version,
  };
}

/** Whether the change keeps the rule and the places as they are, whichever date it is made from. */
export function changesNothing(series: TransportSeries, change: SeriesChange): boolean {
  const now = currentRule(series, change.recurrence.startDate);
  const days = (weekdays: Weekday[]) => [...weekdays].sort().join();
  const { recurrence: a } = now;
  const { recurrence: b } = change;
  const samePlace = (x: PlaceValues, y: PlaceValues) =>
    JSON.stringify(placeInput(x)) === JSON.stringify(placeInput(y));
  const sameNeeds = JSON.stringify(needsInput(now)) === JSON.stringify(needsInput(change));
  return (
    days(a.weekdays) === days(b.weekdays) &&
    a.pickupTime === typedTime(b.pickupTime) &&
    a.appointmentTime === typedTime(b.appointmentTime) &&
    a.until === b.until &&
    now.returnTrip.time === typedTime(change.returnTrip.time) &&
    (!change.changeNeeds || sameNeeds) &&
    (!change.changePlaces ||
      (samePlace(now.start, change.start) && samePlace(now.destination, change.destination)))
  );
}

const SHOWN_RULE = new Set([
  'recurrence.startDate',
  'recurrence.weekdays',
  'recurrence.pickupTime',
  'recurrence.appointmentTime',
  'recurrence.until',
  'returnTrip.time',
]);
const NEEDS = [
  'transportClass',
  'mobility',
  'equipment',
  'oxygenLitersPerMinute',
  'infection',
  'weightKg',
  'companions',
  'stairsWithoutLift',
];
const under = (path: string, roots: string[]) =>
  roots.some((root) => path === root || path.startsWith(`${root}.`));
/** The dialog's fields: the rule's, and the needs' and places' while they are being changed. */
const isShown = (path: string, change: SeriesChange) =>
  SHOWN_RULE.has(path) ||
  (change.changeNeeds && under(path, NEEDS)) ||
  (change.changePlaces && under(path, ['start', 'destination']));

/**
 * The server's own checks of the changed series (the contract's, on the whole body, so times
 * after one another and an end after the start are checked as it checks them), and that a change
 * starts no earlier than the current rule. Each finding at the field of the same name.
 */
export function seriesChangeErrors(
  series: TransportSeries,
  change: SeriesChange,
  earliest: string,
) {
  const fields: Record<string, string> = {};
  const result = v.safeParse(seriesUpdate(new Date()), seriesUpdateBody(series, change));
  if (!result.success) {
    for (const issue of result.issues) {
      const path = formFieldOf(v.getDotPath(issue) ?? '');
      // What the dialog does not show (e.g. a patient deleted since) is the server's to refuse:
      // its answer then stands above the fields instead of a submit that silently does nothing.
      if (isShown(path, change)) fields[path] ??= issue.message;
    }
  }
  if (change.recurrence.startDate < earliest) {
    // In the UI's language, as the schemas' messages (lib/language sets it for valibot).
    const language = pickLanguage(v.getGlobalConfig()?.lang);
    fields['recurrence.startDate'] ??= message('seriesChangeBeforeRule', language);
  }
  return Object.keys(fields).length ? { fields } : undefined;
}

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
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (value: SeriesChange) =>
      call(seriesApi.update, {
        params: { id: series.id },
        // The form's values, typed as text (a vehicle class, too): the dialog checked them with the
        // contract before, and the server checks them again with it.
        body: seriesUpdateBody(series, value) as SeriesUpdateInput,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
      onOpenChange(false);
    },
  });
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
