import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Ambulance } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { dayShiftsQueryOptions } from '../api/day-shifts';
import { vehiclesOfCrews } from '../crew-vehicle';

/**
 * "Ihr Fahrzeug heute" (decision 119): the call sign and name of the vehicle the phone's crew
 * drives today, as the dispatch's shifts say, with its early and late shifts and their crews
 * (decision 129); offline what was cached. Nothing while
 * the phone knows no crew of its own or has never heard the day's shifts.
 */
export function CrewVehicleCard({ day, crewIds }: { day: string; crewIds: readonly string[] }) {
  const { t } = useLingui();
  const { data } = useQuery({ ...dayShiftsQueryOptions(day), enabled: crewIds.length > 0 });
  if (!data || crewIds.length === 0) return null;
  const vehicles = vehiclesOfCrews(data.shifts, crewIds);
  return (
    <section
      aria-labelledby="crew-vehicle-heading"
      data-testid="crew-vehicle"
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <Ambulance aria-hidden className="size-6 shrink-0 text-brand-700 dark:text-brand-300" />
      <div className="min-w-0 flex-1">
        <h2
          id="crew-vehicle-heading"
          className="text-xs font-medium text-slate-600 dark:text-slate-400"
        >
          {vehicles.length > 1 ? t`Ihre Fahrzeuge heute` : t`Ihr Fahrzeug heute`}
        </h2>
        {vehicles.length === 0 ? (
          <p className="text-sm text-slate-800 dark:text-slate-200">
            {t`Kein Fahrzeug eingeteilt – fragen Sie die Disposition.`}
          </p>
        ) : (
          <ul>
            {vehicles.map(({ vehicle, parts }) => (
              <li key={vehicle.id} className="flex flex-wrap items-center gap-x-2">
                <span className="text-lg font-bold text-slate-900 dark:text-slate-50">
                  {vehicle.callSign}
                </span>
                {vehicle.name && (
                  <span className="text-sm text-slate-700 dark:text-slate-300">{vehicle.name}</span>
                )}
                {!vehicle.inService && <Badge variant="warning">{t`Außer Dienst`}</Badge>}
                {parts.map(({ part, startsAt, endsAt, crew }) => (
                  <span key={part} className="w-full text-sm text-slate-700 dark:text-slate-300">
                    {part === 'early' ? t`Frühdienst` : t`Spätdienst`} {startsAt}–{endsAt}:{' '}
                    {crew.name}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
