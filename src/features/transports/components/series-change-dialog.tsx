import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { todayInGermany } from '@/contract/dates';
import { datesBetween, WEEKDAYS, type Weekday } from '@/contract/recurrence';
import { seriesApi } from '@/contract/transport-series-api';
import type { TransportSeries } from '@/contract/transport-series-answer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { calendarDateFromIso, isoFromCalendarDate } from '@/components/ui/calendar-date';
import { Checkbox, CheckboxGroup } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';
import { Dialog, Modal } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { transportKeys } from '../api/transport-keys';
import { useSeriesLabels } from '../use-series-labels';

/** The order as the series holds it, back in the contract's input shape. */
function bodyOf(series: TransportSeries, from: string, weekdays: Weekday[], pickupTime: string) {
  const rule = series.recurrence;
  // A series counted in dates keeps the dates it has left from `from` on.
  const left = rule.count ? datesBetween(rule, from, '9999-12-31').length : null;
  return {
    patientId: series.patientId ?? '',
    reason: series.reason,
    transportClass: series.transportClass,
    mobility: series.mobility,
    equipment: series.equipment,
    infection: series.infection,
    weightKg: series.weightKg,
    companions: series.companions,
    stairsWithoutLift: series.stairsWithoutLift,
    crewNote: series.crewNote,
    start: series.start,
    destination: series.destination,
    payer: series.payer,
    prescription: series.prescription,
    teamId: series.team?.id ?? null,
    recurrence: { ...rule, startDate: from, weekdays, pickupTime, count: left || null },
    returnTrip: series.returnTrip,
    version: series.version,
  };
}

/**
 * "Diesen und alle folgenden Termine ändern" (decision 041): from a date on, other weekdays or
 * another time. Dates no crew has set off for follow; the company is told of each change.
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
  const { t } = useLingui();
  const labels = useSeriesLabels();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(todayInGermany());
  const [weekdays, setWeekdays] = useState<Weekday[]>(series.recurrence.weekdays);
  const [time, setTime] = useState(series.recurrence.pickupTime);
  const [errors, setErrors] = useState<string[]>([]);
  const change = useMutation({
    mutationFn: () =>
      call(seriesApi.update, {
        params: { id: series.id },
        body: bodyOf(series, from, weekdays, time),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
      onOpenChange(false);
    },
    onError: (error) =>
      setErrors(
        isApiError(error)
          ? [error.message, ...Object.values(error.fieldErrors ?? {}).flat()]
          : [t`Das hat nicht geklappt. Bitte versuchen Sie es erneut.`],
      ),
  });
  const submit = () => {
    setErrors([]);
    change.mutate();
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog
        title={t`Diesen und alle folgenden Termine ändern`}
        description={t`Termine ab diesem Tag, zu denen noch keine Besatzung losgefahren ist, folgen der neuen Regel; das Unternehmen wird informiert.`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t`Abbrechen`}
            </Button>
            <Button isPending={change.isPending} onPress={submit}>
              {t`Ändern`}
            </Button>
          </>
        )}
      >
        <Form
          className="gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {errors.length > 0 && <Alert variant="error">{errors.join(' ')}</Alert>}
          <DateField
            label={t`Ab Termin am`}
            isRequired
            autoFocus
            value={calendarDateFromIso(from)}
            onChange={(value) => setFrom(isoFromCalendarDate(value) ?? '')}
          />
          <CheckboxGroup
            label={t`Wochentage`}
            value={weekdays}
            onChange={(value) => setWeekdays(value as Weekday[])}
          >
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS.map((day) => (
                <Checkbox key={day} value={day}>
                  {labels.weekday[day]}
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
          <TextField
            label={t`Abholung um (hh:mm)`}
            isRequired
            value={time}
            onChange={setTime}
            inputMode="numeric"
          />
        </Form>
      </Dialog>
    </Modal>
  );
}
