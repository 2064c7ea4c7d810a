import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardTransport } from '@/contract/dispatch';
import { fitProblemText } from '@/contract/vehicle-fit';
import { dropPreview, type BoardLayout, type VehicleRow } from '../board-layout';
import { minuteOfDay, visibleHours } from '../day-clock';

/** "14:30" as minutes after midnight. */
const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
import { BoardBlock } from './board-block';
import { useTransportDrop } from './use-transport-drop';
import { VehicleLabel } from './vehicle-label';

type TimelineProps = {
  layout: BoardLayout;
  day: string;
  transports: readonly BoardTransport[];
  dragged: BoardTransport | null;
  onAssign: (transport: BoardTransport, row: VehicleRow | null) => void;
  onDragChange: (transport: BoardTransport | null) => void;
};

/**
 * The day as a timeline (tablet and desktop): one row per vehicle, each ride a block from pickup
 * to estimated arrival. While a block is dragged every row says before the drop whether it can
 * take it, and why not.
 */
export function BoardTimeline({
  layout,
  day,
  transports,
  dragged,
  onAssign,
  onDragChange,
}: TimelineProps) {
  const hours = visibleHours(
    layout.rows.flatMap((row) => row.blocks.map((placed) => placed.block)),
    day,
  );
  const span = (hours.last - hours.first) * 60;
  const percentOf = (minute: number) => ((minute - hours.first * 60) / span) * 100;
  const percent = (at: number) => percentOf(minuteOfDay(at, day));
  const ticks = Array.from({ length: hours.last - hours.first }, (_, index) => hours.first + index);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-[56rem]">
        <div className="flex border-b border-slate-200 dark:border-slate-800" aria-hidden>
          <div className="w-48 shrink-0" />
          <div className="relative h-7 flex-1">
            {ticks.map((hour) => (
              <span
                key={hour}
                className="absolute top-1.5 -translate-x-1/2 text-xs text-slate-500 tabular-nums dark:text-slate-400"
                style={{ left: `${((hour - hours.first) / (hours.last - hours.first)) * 100}%` }}
              >
                {String(hour).padStart(2, '0')}
              </span>
            ))}
          </div>
        </div>
        {layout.rows.map((row) => (
          <TimelineRow
            key={row.vehicle.id}
            row={row}
            day={day}
            rows={layout.rows}
            transports={transports}
            dragged={dragged}
            percent={percent}
            percentOf={percentOf}
            onAssign={onAssign}
            onDragChange={onDragChange}
          />
        ))}
        {layout.rows.length === 0 && (
          <p className="p-4 text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Noch keine Fahrzeuge. Ihre Administratoren legen sie unter Einstellungen → Fahrzeuge
              an.
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}

function TimelineRow({
  row,
  day,
  rows,
  transports,
  dragged,
  percent,
  percentOf,
  onAssign,
  onDragChange,
}: Omit<TimelineProps, 'layout'> & {
  row: VehicleRow;
  rows: VehicleRow[];
  percent: (at: number) => number;
  percentOf: (minute: number) => number;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const preview = dragged ? dropPreview(row, dragged) : null;
  const refusal = preview
    ? [
        ...preview.problems.map((problem) => fitProblemText(problem, language)),
        ...(preview.withoutCrew ? [t`Keine Besatzung an diesem Tag.`] : []),
      ]
    : [];
  const warning = preview && refusal.length === 0 && preview.conflicts.length > 0;
  const { ref, dropProps, isDropTarget } = useTransportDrop({
    transports,
    refuses: refusal.length > 0,
    onDropTransport: (transport) => onAssign(transport, row),
  });
  return (
    <div
      ref={ref}
      {...dropProps}
      role="group"
      aria-label={row.vehicle.callSign}
      data-vehicle={row.vehicle.callSign}
      className={[
        'flex border-b border-slate-100 outline-0 last:border-b-0 dark:border-slate-800',
        refusal.length > 0 ? 'bg-red-50 dark:bg-red-950/40' : '',
        warning ? 'bg-amber-50 dark:bg-amber-950/40' : '',
        isDropTarget ? 'bg-brand-50 dark:bg-brand-950' : '',
      ].join(' ')}
    >
      <VehicleLabel
        vehicle={row.vehicle}
        day={day}
        className="w-48 shrink-0 border-r border-slate-100 px-3 py-2 dark:border-slate-800"
      />
      <div className="relative min-h-14 flex-1">
        {row.vehicle.parts.map(({ part, startsAt, endsAt }) => {
          // An early or late shift as a band behind the rides (decision 129), clipped to the view.
          const left = Math.max(percentOf(clockMinutes(startsAt)), 0);
          const right = Math.min(percentOf(clockMinutes(endsAt)), 100);
          return right > left ? (
            <div
              key={part}
              aria-hidden
              className={[
                'absolute inset-y-0 border-x border-dashed border-slate-300 dark:border-slate-600',
                part === 'early'
                  ? 'bg-sky-50/70 dark:bg-sky-950/30'
                  : 'bg-violet-50/70 dark:bg-violet-950/30',
              ].join(' ')}
              style={{ left: `${left}%`, width: `${right - left}%` }}
            />
          ) : null;
        })}
        {refusal.length > 0 && (
          <p
            role="status"
            className="absolute inset-x-2 bottom-0.5 truncate text-xs text-red-700 dark:text-red-300"
          >
            {refusal.join(' ')}
          </p>
        )}
        {row.blocks.map((placed) => {
          const left = percent(placed.block.start);
          const width = Math.max(percent(placed.block.end) - left, 1);
          return (
            <BoardBlock
              key={placed.block.id}
              transport={placed.transports[0]!}
              placed={placed}
              rows={rows}
              style={{ position: 'absolute', top: 8, left: `${left}%`, width: `${width}%` }}
              onAssign={onAssign}
              onDragChange={onDragChange}
            />
          );
        })}
      </div>
    </div>
  );
}
