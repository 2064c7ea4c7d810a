import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Select as KitSelect, SelectItem } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { PriceListInput, VAT_RATES, type PriceList, type PriceListData } from '@/contract/billing';
import { TRANSPORT_CLASSES } from '@/contract/transport-class';
import { useTransportLabels } from '@/features/transports';
import { formatDate } from '@/lib/dates';
import { useSavePriceList } from '../api/price-lists';
import { EuroField } from './euro-field';
import { InsurerIksField } from './insurer-iks-field';
import { PriceExample } from './price-example';
import { TaxiServiceSelect } from './taxi-service-select';

const VAT_ITEMS = VAT_RATES.map((rate) => ({ id: String(rate), rate }));

/**
 * "Neue Preisliste ab <Datum>": every class's prices and the surcharges, saved as a new version
 * valid from the chosen day (PRODUCT.md §6). Beside it, the live example priced from what is
 * typed, and `aside` (the version history).
 */
export function PriceListForm({
  prices,
  isFirst,
  current,
  defaultValidFrom,
  aside,
}: {
  prices: Omit<PriceListData, 'validFrom'>;
  isFirst: boolean;
  current: PriceList | null;
  defaultValidFrom: string;
  aside: ReactNode;
}) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const save = useSavePriceList();
  const form = useAppForm({
    defaultValues: { validFrom: defaultValidFrom, ...prices } as PriceListData,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: PriceListInput as never },
    onSubmit: async ({ value }) => {
      await save.mutateAsync(value);
      const day = formatDate(value.validFrom);
      toast.show({
        title: value.insurerIks.length
          ? t`Preisliste der Krankenkassen ab ${day} gespeichert`
          : t`Preisliste ab ${day} gespeichert`,
        severity: 'success',
      });
    },
  });
  const values = useStore(form.store, (state) => state.values);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader
          title={t`Preisliste`}
          description={
            current
              ? t`Gültig seit ${formatDate(current.validFrom)}. Eine Änderung gilt als neue Preisliste ab dem gewählten Tag; Transporte davor behalten ihre Preise.`
              : t`Noch keine Preisliste gespeichert. Transporte ohne gültige Preisliste stehen mit 0,00 € auf der Abrechnung.`
          }
          actions={current ? <Badge variant="success">{t`Aktuell`}</Badge> : undefined}
        />
        <CardBody>
          <form.AppForm>
            <form.Form>
              <form.FormError />
              {isFirst && (
                <Alert variant="info">
                  <Trans>
                    Die Felder enthalten Beispielpreise. Bitte ersetzen Sie sie durch Ihre eigenen,
                    bevor Sie speichern.
                  </Trans>
                </Alert>
              )}
              <form.AppField name="validFrom">
                {(field) => (
                  <field.DatePickerField
                    label={t`Neue Preisliste gültig ab`}
                    description={t`Transporte ab diesem Tag werden nach dieser Liste berechnet.`}
                    isRequired
                    className="sm:max-w-xs"
                  />
                )}
              </form.AppField>
              <form.AppField name="insurerIks">{() => <InsurerIksField />}</form.AppField>
              {TRANSPORT_CLASSES.map((transportClass) => (
                <fieldset
                  key={transportClass}
                  className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
                >
                  <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
                    {labels.transportClass[transportClass]}
                  </legend>
                  <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
                    <form.AppField name={`classes.${transportClass}.baseFeeCents`}>
                      {() => <EuroField label={t`Grundpauschale`} isRequired />}
                    </form.AppField>
                    <form.AppField name={`classes.${transportClass}.perKmCents`}>
                      {() => <EuroField label={t`je km`} isRequired />}
                    </form.AppField>
                    <form.AppField name={`classes.${transportClass}.includedKm`}>
                      {(field) => (
                        <field.NumberField
                          label={t`Inklusiv-km`}
                          unit="km"
                          minValue={0}
                          maxValue={500}
                          isRequired
                        />
                      )}
                    </form.AppField>
                    <form.AppField name={`classes.${transportClass}.perWaitingQuarterCents`}>
                      {() => <EuroField label={t`je angef. 15 min Wartezeit`} isRequired />}
                    </form.AppField>
                    <form.AppField name={`classes.${transportClass}.vatRate`}>
                      {(field) => (
                        <VatRateSelect
                          label={t`USt.`}
                          value={field.state.value}
                          onChange={(rate) => field.handleChange(rate)}
                        />
                      )}
                    </form.AppField>
                  </div>
                </fieldset>
              ))}
              <form.AppField name="taxiService">
                {(field) => (
                  <TaxiServiceSelect
                    value={field.state.value}
                    onChange={(service) => field.handleChange(service)}
                  />
                )}
              </form.AppField>
              <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
                  <Trans>Zuschläge und Fehlfahrt</Trans>
                </legend>
                <div className="grid gap-4 sm:grid-cols-3">
                  <form.AppField name="nightWeekendSurchargePercent">
                    {(field) => (
                      <field.NumberField
                        label={t`Nacht/Wochenende`}
                        description={t`20–6 Uhr, Sa und So`}
                        unit="%"
                        minValue={0}
                        maxValue={200}
                        isRequired
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="infectionSurchargeCents">
                    {() => (
                      <EuroField
                        label={t`Infektionszuschlag`}
                        description={t`je Transport mit Infektion`}
                        isRequired
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="noShowPercentOfBaseFee">
                    {(field) => (
                      <field.NumberField
                        label={t`Fehlfahrt`}
                        description={t`Anteil der Grundpauschale`}
                        unit="%"
                        minValue={0}
                        maxValue={100}
                        isRequired
                      />
                    )}
                  </form.AppField>
                </div>
              </fieldset>
              <div className="flex justify-end">
                <form.SubmitButton>
                  {formatDate(values.validFrom) ? (
                    <Trans>Preisliste ab {formatDate(values.validFrom)} speichern</Trans>
                  ) : (
                    <Trans>Preisliste speichern</Trans>
                  )}
                </form.SubmitButton>
              </div>
            </form.Form>
          </form.AppForm>
        </CardBody>
      </Card>
      <div className="flex flex-col gap-6 lg:sticky lg:top-4">
        <PriceExample list={values} />
        {aside}
      </div>
    </div>
  );
}

/** 0 % (§ 4 Nr. 17 b UStG), 7 % or 19 %. */
function VatRateSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (rate: (typeof VAT_RATES)[number]) => void;
}) {
  const { t } = useLingui();
  const names: Record<string, string> = {
    '0': t`0 % (befreit)`,
    '7': t`7 %`,
    '19': t`19 %`,
  };
  return (
    <KitSelect
      label={label}
      items={VAT_ITEMS}
      value={String(value)}
      onChange={(key) => key != null && onChange(Number(key) as (typeof VAT_RATES)[number])}
    >
      {(item) => <SelectItem id={item.id}>{names[item.id]}</SelectItem>}
    </KitSelect>
  );
}
