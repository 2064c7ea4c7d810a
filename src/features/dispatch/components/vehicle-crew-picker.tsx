import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select, SelectItem } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import type { BoardVehicle } from '@/contract/dispatch';
import type { Named } from '@/contract/transport-answer';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useSaveShift } from '../api/board';
import { crewsQueryOptions } from '../api/vehicles';
import { crewChoices, shiftCrewOf } from '../shift-choice';

/**
 * Who drives the vehicle on the board's day (decision 119): the company's crews, the usual one
 * marked. Choosing the usual crew clears the day's shift; the server hands the vehicle's jobs not
 * yet begun to the crew chosen. A refusal (422) is said under the field.
 */
export function VehicleCrewPicker({ vehicle, day }: { vehicle: BoardVehicle; day: string }) {
  const { t } = useLingui();
  const { data: crews = [] } = useQuery(crewsQueryOptions());
  const save = useSaveShift();
  const [error, setError] = useState<string | null>(null);
  const usual = vehicle.usualCrew;
  const usualName = usual?.name;
  const label = ({ id, name }: Named) => (id === usual?.id ? t`${name} (üblich)` : name);
  const { callSign } = vehicle;
  const date = formatDate(day);
  const onChoose = (crewId: string) => {
    const crewName = crews.find((crew) => crew.id === crewId)?.name ?? '';
    setError(null);
    save.mutate(
      { vehicleId: vehicle.id, day, crewTeamId: shiftCrewOf(crewId, vehicle) },
      {
        onSuccess: () =>
          toast.show({
            title: t`Besatzung von ${callSign} am ${date}: ${crewName}`,
            severity: 'success',
          }),
        onError: (failure) =>
          setError(
            isApiError(failure)
              ? Object.values(failure.fieldErrors).flat().join(' ') || failure.message
              : String(failure),
          ),
      },
    );
  };
  return (
    <Select
      aria-label={t`Besatzung von ${callSign} am ${date}`}
      className="mt-1"
      placeholder={t`Keine Besatzung`}
      items={crewChoices(crews, vehicle)}
      selectedKey={vehicle.crew?.id ?? null}
      onSelectionChange={(key) => key !== null && onChoose(String(key))}
      isDisabled={save.isPending}
      isInvalid={error !== null}
      errorMessage={error ?? undefined}
      description={
        vehicle.crew && usual && vehicle.crew.id !== usual.id ? t`statt ${usualName}` : undefined
      }
    >
      {(crew) => (
        // The field shows the name alone (a row is narrow); the list marks the usual crew.
        <SelectItem id={crew.id} textValue={crew.name}>
          {label(crew)}
        </SelectItem>
      )}
    </Select>
  );
}
