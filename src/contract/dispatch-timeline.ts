/**
 * When a vehicle's day does not work out (decision 106): two rides at once, or a ride that
 * starts before the vehicle is disinfected after an infectious one. Durations are estimates, so
 * these are warnings the board shows before the drop, not rules the server enforces. Pure.
 *
 * A block is one ride of one vehicle; a block names its transports as a list so that a shared
 * ride (several patients in one vehicle, a later step) is one block, not two overlapping ones.
 */
export type TimelineBlock = {
  id: string;
  transportIds: readonly string[];
  /** Epoch milliseconds: pickup, and the estimated arrival at the destination. */
  start: number;
  end: number;
  infectious: boolean;
};

export type TimelineConflict =
  | { kind: 'overlap'; withBlockId: string }
  | { kind: 'disinfection'; afterBlockId: string; readyAt: number };

const MINUTE = 60_000;

/**
 * The conflicts of each block of one vehicle, by block id (blocks without any are left out).
 * One pass over the blocks sorted by start: the block reaching furthest so far is the one a later
 * block can overlap, and the last infectious block is the one whose disinfection it can cut.
 */
export function timelineConflicts(
  blocks: readonly TimelineBlock[],
  disinfectionMinutes: number,
): Map<string, TimelineConflict[]> {
  const sorted = [...blocks].sort((a, b) => a.start - b.start || a.end - b.end);
  const result = new Map<string, TimelineConflict[]>();
  const add = (id: string, conflict: TimelineConflict) => {
    const list = result.get(id);
    if (list) list.push(conflict);
    else result.set(id, [conflict]);
  };
  let furthest: TimelineBlock | undefined;
  let lastInfectious: TimelineBlock | undefined;
  for (const block of sorted) {
    if (furthest && block.start < furthest.end) {
      add(block.id, { kind: 'overlap', withBlockId: furthest.id });
      add(furthest.id, { kind: 'overlap', withBlockId: block.id });
    }
    if (lastInfectious) {
      const readyAt = lastInfectious.end + disinfectionMinutes * MINUTE;
      // Where the rides overlap, the overlap is the conflict already said.
      const overlapping = block.start < lastInfectious.end;
      if (!overlapping && block.start < readyAt) {
        add(block.id, { kind: 'disinfection', afterBlockId: lastInfectious.id, readyAt });
      }
    }
    if (!furthest || block.end > furthest.end) furthest = block;
    if (block.infectious && (!lastInfectious || block.end >= lastInfectious.end)) {
      lastInfectious = block;
    }
  }
  return result;
}
