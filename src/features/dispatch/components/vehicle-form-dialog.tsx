import { useLingui } from '@lingui/react/macro';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { FormDialog } from '@/components/form/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectItem } from '@/components/ui/select';
import type { Team } from '@/contract/team';
import { EQUIPMENT_TYPES, type EquipmentType } from '@/contract/transport-class';
import {
  MAX_DISINFECTION_MINUTES,
  VEHICLE_KINDS,
  VehicleInput,
  type Vehicle,
  type VehicleKind,
} from '@/contract/vehicle';
import { EQUIPMENT_LABELS } from '@/features/transports';
import { useSaveVehicle } from '../api/vehicles';
import { KIND_LABELS } from '../vehicle-words';

type Values = {
  callSign: string;
  name: string;
  kind: VehicleKind;
  seats: number;
  wheelchairPlaces: number;
  carryingChair: boolean;
  stretcher: boolean;
  equipment: EquipmentType[];
  infectionAllowed: boolean;
  disinfectionMinutes: number;
  inService: boolean;
  usualCrewId: string | null;
};

const NEW_VEHICLE: Values = {
  callSign: '',
  name: '',
  kind: 'KTW',
  seats: 2,
  wheelchairPlaces: 0,
  carryingChair: true,
  stretcher: true,
  equipment: ['oxygen'],
  infectionAllowed: true,
  disinfectionMinutes: 30,
  inService: true,
  usualCrewId: null,
};

const valuesOf = (vehicle: Vehicle): Values => ({
  ...vehicle,
  name: vehicle.name ?? '',
  usualCrewId: vehicle.usualCrew?.id ?? null,
});

/** A vehicle created or edited in a dialog (inside a Modal); the 422s land at their fields. */
export function VehicleFormDialog({
  vehicle,
  crews,
  onSaved,
}: {
  vehicle?: Vehicle;
  crews: Team[];
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveVehicle(vehicle?.id);
  const form = useAppForm({
    defaultValues: vehicle ? valuesOf(vehicle) : NEW_VEHICLE,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: VehicleInput as never },
    onSubmit: async ({ value }) => {
      await save.mutateAsync({
        ...value,
        name: value.name.trim() || undefined,
        ...(vehicle ? { version: vehicle.version } : {}),
      });
      onSaved();
    },
  });
  return (
    <form.AppForm>
      <FormDialog
        title={vehicle ? t`Fahrzeug ${vehicle.callSign} bearbeiten` : t`Neues Fahrzeug`}
        confirmLabel={t`Speichern`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="callSign">
            {(field) => (
              <field.TextField
                label={t`Funkrufname`}
                description={t`z. B. „RK 1/83-2“`}
                isRequired
                autoFocus
              />
            )}
          </form.AppField>
          <form.AppField name="name">
            {(field) => <field.TextField label={t`Bezeichnung`} />}
          </form.AppField>
          <form.AppField name="kind">
            {(field) => (
              <field.SelectField label={t`Fahrzeugart`} isRequired>
                {VEHICLE_KINDS.map((kind) => (
                  <SelectItem key={kind} id={kind}>
                    {i18n._(KIND_LABELS[kind])}
                  </SelectItem>
                ))}
              </field.SelectField>
            )}
          </form.AppField>
          <form.AppField name="usualCrewId">
            {(field) => (
              <field.SelectField
                label={t`Übliche Besatzung`}
                description={t`Fährt das Fahrzeug, wenn der Dienstplan nichts anderes sagt.`}
              >
                {crews.map((crew) => (
                  <SelectItem key={crew.id} id={crew.id}>
                    {crew.name}
                  </SelectItem>
                ))}
              </field.SelectField>
            )}
          </form.AppField>
          <form.AppField name="seats">
            {(field) => <field.NumberField label={t`Sitzplätze`} minValue={0} maxValue={20} />}
          </form.AppField>
          <form.AppField name="wheelchairPlaces">
            {(field) => <field.NumberField label={t`Rollstuhlplätze`} minValue={0} maxValue={6} />}
          </form.AppField>
          <form.AppField name="disinfectionMinutes">
            {(field) => (
              <field.NumberField
                label={t`Desinfektion nach infektiösem Transport`}
                unit={t`Min.`}
                minValue={0}
                maxValue={MAX_DISINFECTION_MINUTES}
              />
            )}
          </form.AppField>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <form.AppField name="stretcher">
            {(field) => <field.CheckboxField>{t`Trage`}</field.CheckboxField>}
          </form.AppField>
          <form.AppField name="carryingChair">
            {(field) => <field.CheckboxField>{t`Tragestuhl`}</field.CheckboxField>}
          </form.AppField>
          <form.AppField name="infectionAllowed">
            {(field) => (
              <field.CheckboxField>{t`Darf infektiöse Patienten fahren`}</field.CheckboxField>
            )}
          </form.AppField>
          <form.AppField name="inService">
            {(field) => <field.CheckboxField>{t`Im Dienst`}</field.CheckboxField>}
          </form.AppField>
        </div>
        <form.AppField name="equipment">
          {(field) => (
            <field.CheckboxGroupField label={t`Ausstattung`}>
              {EQUIPMENT_TYPES.map((type) => (
                <Checkbox key={type} value={type}>
                  {i18n._(EQUIPMENT_LABELS[type])}
                </Checkbox>
              ))}
            </field.CheckboxGroupField>
          )}
        </form.AppField>
      </FormDialog>
    </form.AppForm>
  );
}
