import { useRef } from 'react';
import { isTextDropItem, useDrop } from 'react-aria-components';
import type { BoardTransport } from '@/contract/dispatch';
import { TRANSPORT_DRAG_TYPE } from './board-block';

/**
 * A place a transport can be dropped on (a vehicle's row, the tray). `refuses` decides from the
 * transport being dragged on this board: a place that cannot take it offers no drop at all.
 */
export function useTransportDrop({
  transports,
  refuses,
  onDropTransport,
}: {
  transports: readonly BoardTransport[];
  refuses: boolean;
  onDropTransport: (transport: BoardTransport) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (!refuses && types.has(TRANSPORT_DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      for (const item of event.items) {
        if (!isTextDropItem(item) || !item.types.has(TRANSPORT_DRAG_TYPE)) continue;
        const id = await item.getText(TRANSPORT_DRAG_TYPE);
        const transport = transports.find((candidate) => candidate.id === id);
        if (transport) onDropTransport(transport);
      }
    },
  });
  return { ref, dropProps, isDropTarget };
}
