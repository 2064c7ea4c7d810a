import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil, Plus, Truck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DialogTrigger, Modal } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { Team } from '@/contract/team';
import type { Vehicle } from '@/contract/vehicle';
import { EQUIPMENT_LABELS } from '@/features/transports';
import { useCurrentUser } from '@/lib/session';
import { crewsQueryOptions, vehiclesQueryOptions } from '../api/vehicles';
import { KIND_LABELS } from '../vehicle-words';
import { VehicleFormDialog } from './vehicle-form-dialog';

/**
 * `/settings/vehicles` (issue 30, decision 105): the company's fleet, what each vehicle carries
 * and who usually drives it. Admins add and edit; the registration's fleet size was a hint only.
 */
export function FleetPage() {
  const { t } = useLingui();
  const isAdmin = useCurrentUser().role === 'admin';
  const { data: vehicles } = useSuspenseQuery(vehiclesQueryOptions());
  const { data: crews } = useSuspenseQuery(crewsQueryOptions());
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader
        title={<Trans>Fahrzeuge</Trans>}
        description={
          isAdmin
            ? t`Ihre Flotte: was jedes Fahrzeug befördern kann und welche Besatzung es üblicherweise fährt. Die Disposition prüft damit jede Zuweisung.`
            : t`Die Flotte Ihres Unternehmens. Ändern können sie nur Administratoren.`
        }
        className="pb-0"
        actions={isAdmin && <VehicleDialogButton crews={crews} />}
      />
      <Card>
        {vehicles.data.length === 0 ? (
          <EmptyState icon={Truck} title={t`Noch keine Fahrzeuge`}>
            <Trans>Legen Sie Ihre Fahrzeuge an, um sie in der Disposition zu planen.</Trans>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {vehicles.data.map((vehicle) => (
              <VehicleItem key={vehicle.id} vehicle={vehicle} crews={crews} canEdit={isAdmin} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function VehicleDialogButton({ vehicle, crews }: { vehicle?: Vehicle; crews: Team[] }) {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      {vehicle ? (
        <Button variant="ghost" size="sm" aria-label={t`${vehicle.callSign} bearbeiten`}>
          <Pencil aria-hidden className="size-4" />
        </Button>
      ) : (
        <Button>
          <Plus aria-hidden className="size-4" />
          <Trans>Fahrzeug anlegen</Trans>
        </Button>
      )}
      <Modal size="lg">
        {({ state }) => (
          <VehicleFormDialog vehicle={vehicle} crews={crews} onSaved={() => state.close()} />
        )}
      </Modal>
    </DialogTrigger>
  );
}

function VehicleItem({
  vehicle,
  crews,
  canEdit,
}: {
  vehicle: Vehicle;
  crews: Team[];
  canEdit: boolean;
}) {
  const { t, i18n } = useLingui();
  const carries = [
    t`${vehicle.seats} Sitzplätze`,
    ...(vehicle.wheelchairPlaces > 0 ? [t`${vehicle.wheelchairPlaces} Rollstuhlplätze`] : []),
    ...(vehicle.stretcher ? [t`Trage`] : []),
    ...(vehicle.carryingChair ? [t`Tragestuhl`] : []),
    ...vehicle.equipment.map((type) => i18n._(EQUIPMENT_LABELS[type])),
  ];
  return (
    <li className="flex items-start gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-50">
          {vehicle.callSign}
          <Badge variant="info">{i18n._(KIND_LABELS[vehicle.kind])}</Badge>
          {!vehicle.inService && <Badge variant="warning">{t`Außer Dienst`}</Badge>}
          {vehicle.infectionAllowed && (
            <Badge variant="neutral">
              {t`Infektionsfahrten, danach ${vehicle.disinfectionMinutes} Min. Desinfektion`}
            </Badge>
          )}
        </p>
        {vehicle.name && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{vehicle.name}</p>
        )}
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{carries.join(' · ')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {vehicle.usualCrew
            ? t`Übliche Besatzung: ${vehicle.usualCrew.name}`
            : t`Keine übliche Besatzung`}
        </p>
      </div>
      {canEdit && <VehicleDialogButton vehicle={vehicle} crews={crews} />}
    </li>
  );
}
