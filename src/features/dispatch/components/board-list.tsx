import { Trans } from '@lingui/react/macro';
import type { BoardTransport } from '@/contract/dispatch';
import type { BoardLayout, VehicleRow } from '../board-layout';
import { BoardBlock } from './board-block';
import { VehicleLabel } from './vehicle-label';

/** The day on a phone: a list by vehicle, each ride handed over by its menu. */
export function BoardList({
  layout,
  day,
  onAssign,
  onDragChange,
}: {
  layout: BoardLayout;
  day: string;
  onAssign: (transport: BoardTransport, row: VehicleRow | null) => void;
  onDragChange: (transport: BoardTransport | null) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {layout.rows.map((row) => (
        <li
          key={row.vehicle.id}
          className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <VehicleLabel vehicle={row.vehicle} day={day} />
          {row.blocks.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <Trans>Keine Fahrten</Trans>
            </p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1.5">
              {row.blocks.map((placed) => (
                <li key={placed.block.id}>
                  <BoardBlock
                    transport={placed.transports[0]!}
                    placed={placed}
                    rows={layout.rows}
                    onAssign={onAssign}
                    onDragChange={onDragChange}
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
