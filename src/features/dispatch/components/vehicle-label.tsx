import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { BoardVehicle } from '@/contract/dispatch';
import { KIND_LABELS } from '../vehicle-words';
import { ShiftParts } from './shift-parts';
import { VehicleCrewPicker } from './vehicle-crew-picker';

/**
 * A vehicle as its row names it: call sign, kind, the crew driving it that day (chosen here,
 * decision 119) and its early and late shifts (decision 129). The place where the vehicle's last position joins it when positions reach the
 * board (issue 29).
 */
export function VehicleLabel({
  vehicle,
  day,
  className,
}: {
  vehicle: BoardVehicle;
  day: string;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={className}>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {vehicle.callSign}
        <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
          {i18n._(KIND_LABELS[vehicle.kind])}
        </span>
      </p>
      <VehicleCrewPicker vehicle={vehicle} day={day} />
      <ShiftParts vehicle={vehicle} day={day} />
      {!vehicle.inService && <Badge variant="warning">{t`Außer Dienst`}</Badge>}
    </div>
  );
}
