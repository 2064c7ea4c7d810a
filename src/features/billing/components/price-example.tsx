import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { NumberField } from '@/components/ui/number-field';
import { Select, SelectItem } from '@/components/ui/select';
import { PriceListInput, priceTrip, type PriceListData } from '@/contract/billing';
import { TRANSPORT_CLASSES, type TransportClass } from '@/contract/transport-class';
import { useTransportLabels } from '@/features/transports';
import { formatCents } from '@/lib/money';

/** A Wednesday morning and a Saturday morning in Germany: a day trip and a weekend trip. */
const WEEKDAY_PICKUP = '2026-01-07T09:00:00Z';
const WEEKEND_PICKUP = '2026-01-10T09:00:00Z';

/**
 * The live example beside the price list: what one trip costs with the prices as typed, e.g.
 * "KTW, 18 km, 20 min Wartezeit → 112,40 €", computed by the contract's pricing function — the
 * same one the server prices completed transports with.
 */
export function PriceExample({ list }: { list: PriceListData }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const [transportClass, setTransportClass] = useState<TransportClass>('KTW');
  const [km, setKm] = useState(18);
  const [waitingMinutes, setWaitingMinutes] = useState(20);
  const [nightOrWeekend, setNightOrWeekend] = useState(false);
  const [infection, setInfection] = useState(false);
  // A cleared field counts as 0 until the user types again.
  const tripKm = Number.isFinite(km) ? km : 0;
  const tripWaiting = Number.isFinite(waitingMinutes) ? waitingMinutes : 0;
  const parsed = v.safeParse(PriceListInput, list);
  const price = parsed.success
    ? priceTrip(parsed.output, {
        transportClass,
        pickupAt: nightOrWeekend ? WEEKEND_PICKUP : WEEKDAY_PICKUP,
        infection: infection ? 'MRSA' : 'none',
        outcome: 'trip',
        km: tripKm,
        waitingMinutes: tripWaiting,
      })
    : null;
  const classes = TRANSPORT_CLASSES.map((id) => ({ id, name: labels.transportClass[id] }));
  const parts: [string, number][] = price
    ? (
        [
          [t`Grundpauschale`, price.baseCents],
          [t`${price.chargedKm} km`, price.kmCents],
          [t`${price.waitingQuarters} × 15 min Wartezeit`, price.waitingCents],
          [t`Nacht-/Wochenendzuschlag`, price.surchargeCents],
          [t`Infektionszuschlag`, price.infectionCents],
        ] as [string, number][]
      ).filter(([, cents], index) => index < 3 || cents > 0)
    : [];

  return (
    <Card>
      <CardHeader title={t`Beispiel`} description={t`Was eine Fahrt mit diesen Preisen kostet.`} />
      <CardBody className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <Select
            label={t`Fahrzeug`}
            items={classes}
            value={transportClass}
            onChange={(key) => key != null && setTransportClass(key as TransportClass)}
            className="col-span-2"
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <NumberField
            label={t`Entfernung`}
            unit="km"
            minValue={0}
            maxValue={2000}
            value={km}
            onChange={setKm}
          />
          <NumberField
            label={t`Wartezeit`}
            unit="min"
            minValue={0}
            maxValue={1440}
            value={waitingMinutes}
            onChange={setWaitingMinutes}
          />
          <Checkbox isSelected={nightOrWeekend} onChange={setNightOrWeekend} className="col-span-2">
            <Trans>Nachts oder am Wochenende</Trans>
          </Checkbox>
          <Checkbox isSelected={infection} onChange={setInfection} className="col-span-2">
            <Trans>Mit Infektion</Trans>
          </Checkbox>
        </div>
        {price ? (
          <div aria-live="polite" className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <p
              data-testid="price-example"
              className="text-base font-semibold text-slate-900 tabular-nums dark:text-slate-50"
            >
              {labels.transportClass[transportClass]}, {tripKm} km,{' '}
              <Trans>{tripWaiting} min Wartezeit</Trans> → {formatCents(price.grossCents)}
            </p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-slate-700 tabular-nums dark:text-slate-300">
              {parts.map(([label, cents]) => (
                <div key={label} className="contents">
                  <dt>{label}</dt>
                  <dd className="text-end">{formatCents(cents)}</dd>
                </div>
              ))}
              <dt className="border-t border-slate-200 pt-1 dark:border-slate-700">
                <Trans>Netto</Trans>
              </dt>
              <dd className="border-t border-slate-200 pt-1 text-end dark:border-slate-700">
                {formatCents(price.netCents)}
              </dd>
              <dt>
                <Trans>USt. {price.vatRate} %</Trans>
              </dt>
              <dd className="text-end">{formatCents(price.vatCents)}</dd>
              <dt className="font-semibold text-slate-900 dark:text-slate-50">
                <Trans>Gesamt</Trans>
              </dt>
              <dd className="text-end font-semibold text-slate-900 dark:text-slate-50">
                {formatCents(price.grossCents)}
              </dd>
            </dl>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Sobald alle Preise gültig sind, erscheint hier das Beispiel.</Trans>
          </p>
        )}
      </CardBody>
    </Card>
  );
}
