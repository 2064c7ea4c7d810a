import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { Repeat } from 'lucide-react';
import { isCalendarDate } from '@/contract/dates';
import { STATES } from '@/contract/recurrence';
import type { useAppForm } from '@/components/form/app-form';
import { Radio } from '@/components/ui/radio-group';
import { SelectItem } from '@/components/ui/select';
import { formatDate } from '@/lib/dates';
import type { OrderFormValues } from '../order-form-values';
import { rememberState } from '../series-form-defaults';
import { seriesPreview } from '../series-form-values';
import { useSeriesLabels } from '../use-series-labels';
import { WeekdayChoices } from './weekday-choices';
import { CheckboxGroupField } from './bound-order-fields';

type AppForm = ReturnType<typeof useAppForm>;

/** How many dates the preview lists before it only counts. */
const PREVIEW = 8;

/**
 * The series option of a new order (decision 041): weekdays, every how many weeks, until when,
 * the Bundesland for its holidays — and the dates it gives, holidays named. One checkbox opens it
 * and Tab walks through it; a single order never sees more than that checkbox.
 */
export function OrderSeriesFields({ form }: { form: unknown }) {
  const { t, i18n } = useLingui();
  const labels = useSeriesLabels();
  const f = form as AppForm;
  const values = useStore(f.store, (state) => state.values as unknown as OrderFormValues);
  const series = values.recurrence;
  const name = (field: string) => field as never;
  const preview = series?.enabled ? seriesPreview(values) : [];
  const shown = preview.filter((item) => !item.skipped);
  return (
    <div className="flex flex-col gap-5">
      <f.AppField
        name={name('recurrence.enabled')}
        listeners={{
          // The first date's weekday is one of the series' own: ticked for the ward to add to.
          onChange: ({ value }) => {
            const now = f.state.values as unknown as OrderFormValues;
            const first = now.pickupAt.slice(0, 10);
            if (value && isCalendarDate(first) && now.recurrence?.weekdays.length === 0) {
              f.setFieldValue(name('recurrence.weekdays'), [labels.weekdayOf(first)] as never);
            }
          },
        }}
      >
        {(field) => (
          <field.CheckboxField>
            <span className="inline-flex items-center gap-2">
              <Repeat aria-hidden className="size-4" />
              {t`Serienfahrt – wiederholt sich (z. B. Dialyse Mo/Mi/Fr)`}
            </span>
          </field.CheckboxField>
        )}
      </f.AppField>
      {series?.enabled && (
        <div className="flex flex-col gap-5 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Die Abholung oben ist der erste Termin; ihre Uhrzeit (und die von Termin und
              Rückfahrt) gilt für jeden Termin. Die Transporte entstehen jeweils zwei Wochen im
              Voraus.
            </Trans>
          </p>
          <f.AppField name={name('recurrence.weekdays')}>
            {() => (
              <CheckboxGroupField label={t`Wochentage`}>
                <WeekdayChoices />
              </CheckboxGroupField>
            )}
          </f.AppField>
          <div className="grid gap-5 sm:grid-cols-3 sm:items-start">
            <f.AppField name={name('recurrence.intervalWeeks')}>
              {(field) => (
                <field.NumberField label={t`Alle … Wochen`} minValue={1} maxValue={8} isRequired />
              )}
            </f.AppField>
            <f.AppField name={name('recurrence.endMode')}>
              {(field) => (
                <field.RadioGroupField label={t`Ende`} orientation="horizontal">
                  <Radio value="count">{t`Nach Anzahl`}</Radio>
                  <Radio value="until">{t`Am Datum`}</Radio>
                </field.RadioGroupField>
              )}
            </f.AppField>
            {series.endMode === 'count' ? (
              <f.AppField name={name('recurrence.count')}>
                {(field) => (
                  <field.NumberField
                    label={t`Anzahl Termine`}
                    minValue={1}
                    maxValue={300}
                    isRequired
                  />
                )}
              </f.AppField>
            ) : (
              <f.AppField name={name('recurrence.until')}>
                {(field) => <field.DateField label={t`Letzter Termin am`} isRequired />}
              </f.AppField>
            )}
          </div>
          <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
            <f.AppField
              name={name('recurrence.state')}
              listeners={{ onChange: ({ value }) => rememberState(String(value ?? '')) }}
            >
              {(field) => (
                <field.SelectField label={t`Bundesland (für Feiertage)`} isRequired>
                  {STATES.map((state) => (
                    <SelectItem key={state} id={state}>
                      {labels.state[state]}
                    </SelectItem>
                  ))}
                </field.SelectField>
              )}
            </f.AppField>
            <f.AppField name={name('recurrence.skipHolidays')}>
              {(field) => <field.CheckboxField>{t`An Feiertagen aussetzen`}</field.CheckboxField>}
            </f.AppField>
          </div>
          {preview.length > 0 && (
            <div aria-live="polite">
              <p className="text-sm font-medium">
                <Plural value={shown.length} one="# Termin" other="# Termine" />
              </p>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                {preview.slice(0, PREVIEW).map((item) => (
                  <li
                    key={item.date}
                    className={
                      item.holiday
                        ? 'rounded bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
                        : 'rounded bg-slate-100 px-2 py-0.5 dark:bg-slate-800'
                    }
                  >
                    <span className={item.skipped ? 'line-through' : undefined}>
                      {labels.weekday[labels.weekdayOf(item.date)]} {formatDate(item.date)}
                    </span>
                    {item.holiday && ` · ${item.holiday[i18n.locale === 'en' ? 'en' : 'de']}`}
                  </li>
                ))}
                {preview.length > PREVIEW && (
                  <li className="px-2 py-0.5 text-slate-600 dark:text-slate-400">
                    <Trans>… und {preview.length - PREVIEW} weitere</Trans>
                  </li>
                )}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** The dates of the rule as typed so far; none while it is incomplete. */
