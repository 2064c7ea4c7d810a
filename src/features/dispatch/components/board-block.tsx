import { useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useDrag } from 'react-aria-components';
import type { BoardTransport } from '@/contract/dispatch';
import { fitProblemText } from '@/contract/vehicle-fit';
import type { PlacedBlock, VehicleRow } from '../board-layout';
import { clockTime } from '../day-clock';
import { VehicleMenu } from './vehicle-menu';

/** The drag type of a transport on the board; its value is the transport's id. */
export const TRANSPORT_DRAG_TYPE = 'application/x-krankentransport-transport';

const STATUS_TONE: Record<string, string> = {
  assigned:
    'border-brand-300 bg-brand-50 text-brand-950 dark:border-brand-700 dark:bg-brand-950 dark:text-brand-50',
  completed:
    'border-slate-300 bg-slate-100 text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
};
const UNDERWAY =
  'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50';

/**
 * One ride: dragged by mouse or touch onto a vehicle (react-aria's drag, which also starts from
 * the keyboard with Enter), or handed over by its "Fahrzeug zuweisen" menu. A block that breaks a
 * rule or a vehicle's day is outlined and says why.
 */
export function BoardBlock({
  transport,
  placed,
  rows,
  style,
  onAssign,
  onDragChange,
}: {
  transport: BoardTransport;
  placed?: PlacedBlock;
  rows: VehicleRow[];
  style?: CSSProperties;
  onAssign: (transport: BoardTransport, row: VehicleRow | null) => void;
  onDragChange: (transport: BoardTransport | null) => void;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const { dragProps, isDragging } = useDrag({
    getItems: () => [{ [TRANSPORT_DRAG_TYPE]: transport.id, 'text/plain': transport.number }],
    onDragStart: () => onDragChange(transport),
    onDragEnd: () => onDragChange(null),
  });
  const warnings = [
    ...(placed?.problems ?? []).map((problem) => fitProblemText(problem, language)),
    ...(placed?.conflicts ?? []).map((conflict) =>
      conflict.kind === 'overlap'
        ? t`Überschneidet sich mit einer anderen Fahrt.`
        : t`Desinfektion erst um ${clockTime(conflict.readyAt)} fertig.`,
    ),
  ];
  const start = Date.parse(transport.pickupAt);
  const end = Date.parse(transport.arrivalAt);
  return (
    <div
      {...dragProps}
      data-transport={transport.number}
      style={style}
      title={warnings.join(' ') || undefined}
      className={[
        'flex min-w-24 cursor-grab items-center gap-1 overflow-hidden rounded-md border px-1.5 py-1 text-xs shadow-xs outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600',
        STATUS_TONE[transport.status] ?? UNDERWAY,
        warnings.length > 0 ? 'ring-2 ring-amber-500 dark:ring-amber-400' : '',
        isDragging ? 'opacity-50' : '',
        // The end is a working hour where a place could not be located (decision 107).
        transport.arrivalKnown ? '' : 'border-dashed',
      ].join(' ')}
    >
      {warnings.length > 0 && (
        <AlertTriangle
          aria-label={warnings.join(' ')}
          className="size-3.5 shrink-0 text-amber-600 dark:text-amber-400"
        />
      )}
      {/* The number first: a short ride's block still names it; the times say the position. */}
      <span className="min-w-0 flex-1 truncate">
        <span className="font-medium">{transport.number}</span>{' '}
        <span className="tabular-nums">
          {clockTime(start)}–{clockTime(end)}
        </span>{' '}
        · {transport.patientName}
      </span>
      <VehicleMenu transport={transport} rows={rows} onAssign={onAssign} />
    </div>
  );
}
