import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardTransport } from '@/contract/dispatch';
import type { VehicleRow } from '../board-layout';
import { BoardBlock } from './board-block';
import { useTransportDrop } from './use-transport-drop';

/** The accepted transports of the day on no vehicle yet; a block dropped here leaves its vehicle. */
export function BoardTray({
  tray,
  transports,
  rows,
  onAssign,
  onDragChange,
}: {
  tray: BoardTransport[];
  transports: readonly BoardTransport[];
  rows: VehicleRow[];
  onAssign: (transport: BoardTransport, row: VehicleRow | null) => void;
  onDragChange: (transport: BoardTransport | null) => void;
}) {
  const { t } = useLingui();
  const { ref, dropProps, isDropTarget } = useTransportDrop({
    transports,
    refuses: false,
    onDropTransport: (transport) => transport.vehicleId && onAssign(transport, null),
  });
  return (
    <section
      aria-label={t`Nicht zugewiesen`}
      className={[
        'rounded-lg border border-dashed p-3',
        isDropTarget
          ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
          : 'border-slate-300 dark:border-slate-700',
      ].join(' ')}
    >
      <div ref={ref} {...dropProps} className="flex flex-col gap-2 outline-0">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          <Trans>Nicht zugewiesen ({tray.length})</Trans>
        </h2>
        {tray.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Alle angenommenen Transporte des Tages sind einem Fahrzeug zugewiesen.</Trans>
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {tray.map((transport) => (
              <li key={transport.id} className="w-64 max-w-full">
                <BoardBlock
                  transport={transport}
                  rows={rows}
                  onAssign={onAssign}
                  onDragChange={onDragChange}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
