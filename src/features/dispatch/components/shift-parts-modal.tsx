import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, Modal } from '@/components/ui/dialog';
import { Select, SelectItem } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import type { BoardVehicle } from '@/contract/dispatch';
import { DEFAULT_SHIFT_HOURS, SHIFT_PARTS, type ShiftPart } from '@/contract/shift-hours';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useSaveShift } from '../api/board';
import { crewsQueryOptions } from '../api/vehicles';

/** No crew for the part: the crew of the day drives then. */
const NONE = '';

type PartForm = { crewId: string; startsAt: string; endsAt: string };
type PartErrors = Partial<Record<'crewTeamId' | 'startsAt' | 'endsAt', string>>;

const formOf = (vehicle: BoardVehicle, part: ShiftPart): PartForm => {
  const shift = vehicle.parts.find((candidate) => candidate.part === part);
  return {
    crewId: shift?.crew.id ?? NONE,
    startsAt: shift?.startsAt ?? DEFAULT_SHIFT_HOURS[part].startsAt,
    endsAt: shift?.endsAt ?? DEFAULT_SHIFT_HOURS[part].endsAt,
  };
};

const same = (a: PartForm, b: PartForm) =>
  a.crewId === b.crewId &&
  (a.crewId === NONE || (a.startsAt === b.startsAt && a.endsAt === b.endsAt));

/**
 * Früh- und Spätdienst of a vehicle's day (decision 129): a crew and hours for each part, none
 * for a part the crew of the day drives. Saving hands each job of that day not yet begun to the
 * crew on shift at its pickup; the server's refusal is said under the field it names. Two parts
 * whose new hours only fit together are saved in the order that lets them.
 */
export default function ShiftPartsModal({
  vehicle,
  day,
  isOpen,
  onClose,
}: {
  vehicle: BoardVehicle;
  day: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { data: crews = [] } = useQuery(crewsQueryOptions());
  const save = useSaveShift();
  const initial = Object.fromEntries(SHIFT_PARTS.map((part) => [part, formOf(vehicle, part)]));
  const [forms, setForms] = useState<Record<ShiftPart, PartForm>>(
    initial as Record<ShiftPart, PartForm>,
  );
  const [errors, setErrors] = useState<Partial<Record<ShiftPart, PartErrors>>>({});
  const [isSaving, setSaving] = useState(false);
  const { callSign } = vehicle;
  const date = formatDate(day);
  const crewName = vehicle.crew?.name;
  const names = { early: t`Frühdienst`, late: t`Spätdienst` };

  const change = (part: ShiftPart, values: Partial<PartForm>) =>
    setForms((current) => ({ ...current, [part]: { ...current[part], ...values } }));

  const submit = async (close: () => void) => {
    setSaving(true);
    let pending = SHIFT_PARTS.filter((part) => !same(forms[part], formOf(vehicle, part)));
    let found: Partial<Record<ShiftPart, PartErrors>> = {};
    // A second round for what the other part's new hours had to make room for first.
    for (let round = 0; round < 2 && pending.length > 0; round += 1) {
      found = {};
      for (const part of pending) {
        const form = forms[part];
        try {
          await save.mutateAsync({
            vehicleId: vehicle.id,
            day,
            part,
            crewTeamId: form.crewId === NONE ? null : form.crewId,
            ...(form.crewId === NONE ? {} : { startsAt: form.startsAt, endsAt: form.endsAt }),
          });
        } catch (failure) {
          found[part] = isApiError(failure)
            ? Object.fromEntries(
                Object.entries(failure.fieldErrors).map(([field, texts]) => [
                  field,
                  texts.join(' '),
                ]),
              )
            : { crewTeamId: String(failure) };
        }
      }
      pending = pending.filter((part) => found[part]);
    }
    setSaving(false);
    setErrors(found);
    if (pending.length > 0) return;
    toast.show({ title: t`Schichten von ${callSign} am ${date} gespeichert`, severity: 'success' });
    close();
  };

  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t`Früh- und Spätdienst von ${callSign} am ${date}`}
        description={
          crewName
            ? t`Außerhalb der Schichten fährt die Besatzung des Tages: ${crewName}.`
            : t`Außerhalb der Schichten hat das Fahrzeug keine Besatzung.`
        }
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Abbrechen</Trans>
            </Button>
            <Button isPending={isSaving} onPress={() => void submit(close)}>
              <Trans>Speichern</Trans>
            </Button>
          </>
        )}
      >
        <div className="flex flex-col gap-5">
          {SHIFT_PARTS.map((part) => {
            const form = forms[part];
            const partErrors = errors[part] ?? {};
            const name = names[part];
            return (
              <fieldset key={part} className="flex flex-col gap-3">
                <legend className="mb-1 font-medium text-slate-900 dark:text-slate-50">
                  {name}
                </legend>
                <Select
                  label={t`Besatzung`}
                  items={[{ id: NONE, name: t`keine – Besatzung des Tages` }, ...crews]}
                  selectedKey={form.crewId}
                  onSelectionChange={(key) => key !== null && change(part, { crewId: String(key) })}
                  isInvalid={partErrors.crewTeamId !== undefined}
                  errorMessage={partErrors.crewTeamId}
                >
                  {(crew) => (
                    <SelectItem id={crew.id} textValue={crew.name}>
                      {crew.name}
                    </SelectItem>
                  )}
                </Select>
                <div className="grid grid-cols-2 gap-3">
                  {(['startsAt', 'endsAt'] as const).map((field) => (
                    <label
                      key={field}
                      className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200"
                    >
                      {field === 'startsAt' ? t`Beginn` : t`Ende`}
                      <input
                        // Text, not type="time": that writes the browser's clock (02:00 PM),
                        // the product writes 14:00 in both languages (decision 076).
                        type="text"
                        inputMode="numeric"
                        placeholder="hh:mm"
                        maxLength={5}
                        value={form[field]}
                        disabled={form.crewId === NONE}
                        aria-invalid={partErrors[field] !== undefined}
                        aria-describedby={partErrors[field] ? `${part}-${field}-error` : undefined}
                        onChange={(event) => change(part, { [field]: event.target.value })}
                        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 tabular-nums disabled:opacity-50 aria-invalid:border-red-600 sm:h-9 sm:text-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50"
                      />
                      {partErrors[field] && (
                        <span
                          id={`${part}-${field}-error`}
                          className="text-sm font-normal text-red-700 dark:text-red-300"
                        >
                          {partErrors[field]}
                        </span>
                      )}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      </Dialog>
    </Modal>
  );
}
