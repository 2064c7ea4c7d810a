import { parseDate } from '@internationalized/date';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import { PageHeader } from '@/components/ui/page-header';
import { useMediaQuery } from '@/components/ui/use-media-query';
import type { BoardTransport } from '@/contract/dispatch';
import { boardQueryOptions } from '../api/board';
import { layOutBoard } from '../board-layout';
import { BoardList } from './board-list';
import { BoardTimeline } from './board-timeline';
import { BoardTray } from './board-tray';
import { useAssign } from './use-assign';

/**
 * `/dispatch` "Disposition" (issue 30): a day of the company's fleet. The accepted transports of
 * the day lie on the vehicles whose crews drive them, the rest in the tray; dragging a block onto
 * a vehicle (or its menu) hands it to that vehicle's crew. Live: the organisation's transport
 * events refresh it (realtime-connection.tsx). A timeline from tablet width; a list on phones.
 */
export function DispatchBoardPage({
  day,
  onDayChange,
}: {
  day: string;
  onDayChange: (day: string) => void;
}) {
  const { t } = useLingui();
  const { data: board } = useSuspenseQuery(boardQueryOptions(day));
  const layout = useMemo(() => layOutBoard(board), [board]);
  const assign = useAssign(day);
  const [dragged, setDragged] = useState<BoardTransport | null>(null);
  const isWide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={<Trans>Disposition</Trans>}
        description={t`Ziehen Sie einen Transport auf ein Fahrzeug, um ihn dessen Besatzung zu übergeben – oder wählen Sie „Fahrzeug zuweisen“ am Transport.`}
        className="pb-0"
        actions={
          <DatePicker
            aria-label={t`Tag`}
            value={parseDate(day)}
            onChange={(value) => value && onDayChange(value.toString())}
          />
        }
      />
      <BoardTray
        tray={layout.tray}
        transports={board.transports}
        rows={layout.rows}
        onAssign={assign}
        onDragChange={setDragged}
      />
      {isWide ? (
        <BoardTimeline
          layout={layout}
          day={day}
          transports={board.transports}
          dragged={dragged}
          onAssign={assign}
          onDragChange={setDragged}
        />
      ) : (
        <BoardList layout={layout} day={day} onAssign={assign} onDragChange={setDragged} />
      )}
    </div>
  );
}
