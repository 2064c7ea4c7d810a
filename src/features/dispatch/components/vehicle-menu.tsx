import { useLingui } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import type { BoardTransport } from '@/contract/dispatch';
import { clockInGermany, crewAt } from '@/contract/shift-hours';
import type { VehicleRow } from '../board-layout';
import { dropPreview } from '../board-layout';

const TRAY = '__tray';

/**
 * "Fahrzeug zuweisen": the keyboard's (and the phone's) way for every drag. Each vehicle says
 * what it would break; choosing one that cannot take the transport is refused with the reasons,
 * as a drop would be — disabled items would hide those reasons from the keyboard.
 */
export function VehicleMenu({
  transport,
  rows,
  onAssign,
}: {
  transport: BoardTransport;
  rows: VehicleRow[];
  onAssign: (transport: BoardTransport, row: VehicleRow | null) => void;
}) {
  const { t } = useLingui();
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        size="sm"
        className="h-6! shrink-0 px-1! sm:h-6!"
        aria-label={t`${transport.number}: Fahrzeug zuweisen`}
      >
        <Truck aria-hidden className="size-3.5" />
      </Button>
      <Menu
        placement="bottom start"
        onAction={(key) =>
          onAssign(
            transport,
            key === TRAY ? null : (rows.find((row) => row.vehicle.id === key) ?? null),
          )
        }
      >
        {rows.map((row) => {
          const { problems, conflicts, withoutCrew } = dropPreview(row, transport);
          const note =
            problems.length > 0 || withoutCrew
              ? t`passt nicht`
              : conflicts.length > 0
                ? t`Zeitkonflikt`
                : (crewAt(row.vehicle, clockInGermany(Date.parse(transport.pickupAt)))?.name ?? '');
          return (
            <MenuItem key={row.vehicle.id} id={row.vehicle.id} textValue={row.vehicle.callSign}>
              <span className="flex-1">{row.vehicle.callSign}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{note}</span>
            </MenuItem>
          );
        })}
        {transport.vehicleId && (
          <>
            <MenuSeparator />
            <MenuItem id={TRAY}>{t`Zurück in die Ablage`}</MenuItem>
          </>
        )}
      </Menu>
    </MenuTrigger>
  );
}
