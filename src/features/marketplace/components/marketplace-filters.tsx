import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { TRANSPORT_CLASSES, type TransportClass } from '@/contract/transport-class';
import { Button } from '@/components/ui/button';
import { calendarRangeFromIso, isoFromCalendarRange } from '@/components/ui/calendar-date';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { Select, SelectItem } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import type { MarketplaceFilters as Filters } from '../api/marketplace-keys';
import { CLASS_LABELS } from '@/features/transports';

const ANY_CLASS = 'any';

/**
 * Date range, class and postcode of "Offene Transporte"; they live in the URL and narrow the open
 * series as well as the transports (decision 051). "Passt zu meiner Flotte" narrows the
 * transports to what a vehicle in service can carry (decision 109) and is free for over the ride
 * (decision 128).
 */
export function MarketplaceFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t, i18n } = useLingui();
  const [zipCode, setZipCode] = useState(filters.zipCode ?? '');
  // The postcode applies after a short pause in typing, not per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      const typed = zipCode.trim();
      const next = /^\d{1,5}$/.test(typed) ? typed : undefined;
      if (next !== filters.zipCode) onChange({ ...filters, zipCode: next });
    }, 300);
    return () => clearTimeout(timer);
  }, [zipCode, filters, onChange]);

  const range =
    filters.from && filters.to
      ? calendarRangeFromIso({ start: filters.from, end: filters.to })
      : null;
  const classes = [
    { id: ANY_CLASS, label: t`Alle Klassen` },
    ...TRANSPORT_CLASSES.map((id) => ({ id, label: i18n._(CLASS_LABELS[id]) })),
  ];
  const filtered = Boolean(
    filters.from || filters.transportClass || filters.zipCode || filters.fleet,
  );

  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <DateRangePicker
        className="col-span-2"
        label={t`Zeitraum`}
        value={range}
        onChange={(value) => {
          const iso = isoFromCalendarRange(value);
          onChange({ ...filters, from: iso?.start, to: iso?.end });
        }}
      />
      <Select
        label={t`Fahrzeugklasse`}
        className="min-w-0 sm:w-48"
        items={classes}
        selectedKey={filters.transportClass ?? ANY_CLASS}
        onSelectionChange={(key) =>
          onChange({
            ...filters,
            transportClass: key === ANY_CLASS ? undefined : (key as TransportClass),
          })
        }
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <TextField
        label={t`PLZ`}
        className="sm:w-32"
        inputMode="numeric"
        maxLength={5}
        placeholder={t`z. B. 13`}
        value={zipCode}
        onChange={setZipCode}
        // Not applied while it is no postcode: said at the field, not silently ignored.
        isInvalid={zipCode.trim() !== '' && !/^\d{1,5}$/.test(zipCode.trim())}
        errorMessage={t`Nur Ziffern, z. B. 13 oder 10115.`}
      />
      <Switch
        className="col-span-2 sm:h-9"
        isSelected={filters.fleet === 'fits'}
        onChange={(fits) => onChange({ ...filters, fleet: fits ? 'fits' : undefined })}
      >
        {t`Passt zu meiner Flotte`}
      </Switch>
      {filtered && (
        <Button
          className="col-span-2"
          variant="ghost"
          onPress={() => {
            setZipCode('');
            onChange({});
          }}
        >
          {t`Filter zurücksetzen`}
        </Button>
      )}
    </div>
  );
}
