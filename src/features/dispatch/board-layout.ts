/**
 * The board's day laid out (issue 30, decision 106): each vehicle's row with its blocks and their
 * conflicts, the tray of transports on no vehicle, and what a vehicle would break if a transport
 * were dropped on it — all from the contract's pure rules, so the board warns before the server
 * would refuse. Pure, so 40 vehicles × 300 transports are laid out without a render (bench) —
 * which is why it reaches the contract by relative paths: the bench runs it under plain tsx.
 */
import type { Board, BoardTransport, BoardVehicle } from '../../contract/dispatch';
import {
  timelineConflicts,
  type TimelineBlock,
  type TimelineConflict,
} from '../../contract/dispatch-timeline';
import { clockInGermany, crewAt } from '../../contract/shift-hours';
import { fitProblems, isInfectious, type FitProblem } from '../../contract/vehicle-fit';

export type PlacedBlock = {
  block: TimelineBlock;
  transports: BoardTransport[];
  conflicts: TimelineConflict[];
  problems: FitProblem[];
};

export type VehicleRow = { vehicle: BoardVehicle; blocks: PlacedBlock[] };

export type BoardLayout = { rows: VehicleRow[]; tray: BoardTransport[] };

/** One block per transport for now; a shared ride would gather several transports here. */
export function blockOf(transport: BoardTransport): TimelineBlock {
  return {
    id: transport.id,
    transportIds: [transport.id],
    start: Date.parse(transport.pickupAt),
    end: Date.parse(transport.arrivalAt),
    infectious: isInfectious(transport),
  };
}

export function layOutBoard(board: Board): BoardLayout {
  const byVehicle = new Map<string, BoardTransport[]>(board.vehicles.map((v) => [v.id, []]));
  const tray: BoardTransport[] = [];
  for (const transport of board.transports) {
    const list = transport.vehicleId ? byVehicle.get(transport.vehicleId) : undefined;
    if (list) list.push(transport);
    else tray.push(transport);
  }
  const rows = board.vehicles.map((vehicle) => {
    const transports = byVehicle.get(vehicle.id) ?? [];
    const blocks = transports.map(blockOf);
    const conflicts = timelineConflicts(blocks, vehicle.disinfectionMinutes);
    return {
      vehicle,
      blocks: transports.map((transport, index) => ({
        block: blocks[index]!,
        transports: [transport],
        conflicts: conflicts.get(transport.id) ?? [],
        problems: fitProblems(vehicle, transport),
      })),
    };
  });
  return { rows, tray };
}

/**
 * What dropping `transport` on `row` would bring: the hard rules it breaks (the server refuses
 * those) and the timing conflicts it would start (a warning).
 */
export function dropPreview(row: VehicleRow, transport: BoardTransport) {
  const problems = fitProblems(row.vehicle, transport);
  const others = row.blocks.filter((placed) => placed.block.id !== transport.id);
  const candidate = blockOf(transport);
  const conflicts =
    timelineConflicts(
      [...others.map((placed) => placed.block), candidate],
      row.vehicle.disinfectionMinutes,
    ).get(candidate.id) ?? [];
  // The crew on shift at the pickup (an early or late shift then, else the crew of the day).
  const crew = crewAt(row.vehicle, clockInGermany(Date.parse(transport.pickupAt)));
  return { problems, conflicts, withoutCrew: crew === null };
}
