// @vitest-environment node
/** The board's day laid out: which row or the tray, and what a drop would bring. */
import { describe, expect, it } from 'vitest';
import type { Board, BoardTransport, BoardVehicle } from '@/contract/dispatch';
import { dropPreview, layOutBoard } from './board-layout';

const vehicle = (id: string, overrides: Partial<BoardVehicle> = {}): BoardVehicle => ({
  id,
  callSign: id,
  name: null,
  kind: 'KTW',
  seats: 2,
  wheelchairPlaces: 0,
  carryingChair: true,
  stretcher: true,
  equipment: [],
  infectionAllowed: true,
  disinfectionMinutes: 30,
  inService: true,
  usualCrew: null,
  parts: [],
  crew: { id: `crew-${id}`, name: `Besatzung ${id}` },
  version: 1,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const transport = (
  id: string,
  from: string,
  to: string,
  overrides: Partial<BoardTransport> = {},
): BoardTransport => ({
  id,
  number: `T-${id}`,
  status: 'assigned',
  patientName: 'Brandt, Erika',
  transportClass: 'KTW',
  mobility: 'lying',
  equipment: [],
  infection: { type: 'none' },
  companions: 0,
  pickupAt: `2026-11-28T${from}:00Z`,
  arrivalAt: `2026-11-28T${to}:00Z`,
  arrivalKnown: true,
  from: { zipCode: '10115', city: 'Berlin' },
  to: { zipCode: '14467', city: 'Potsdam' },
  crewTeamId: null,
  vehicleId: null,
  ...overrides,
});

const taxi = vehicle('taxi', { kind: 'TAXI', stretcher: false, carryingChair: false, seats: 4 });
const board: Board = {
  day: '2026-11-28',
  vehicles: [vehicle('ktw'), taxi],
  transports: [
    transport('a', '08:00', '09:00', { vehicleId: 'ktw', infection: { type: 'MRSA' } }),
    transport('b', '09:10', '10:00', { vehicleId: 'ktw' }),
    transport('c', '09:00', '10:00'),
    transport('d', '11:00', '12:00', { vehicleId: 'gone' }),
  ],
};

describe('layOutBoard', () => {
  const layout = layOutBoard(board);

  it('puts each transport on its vehicle, and the rest (a vehicle gone too) in the tray', () => {
    expect(layout.rows.map((row) => row.blocks.map((placed) => placed.block.id))).toEqual([
      ['a', 'b'],
      [],
    ]);
    expect(layout.tray.map((item) => item.id)).toEqual(['c', 'd']);
  });

  it('marks the ride that starts before the disinfection is done', () => {
    const [a, b] = layout.rows[0]!.blocks;
    expect(a!.conflicts).toEqual([]);
    expect(b!.conflicts.map((conflict) => conflict.kind)).toEqual(['disinfection']);
  });
});

describe('dropPreview', () => {
  const layout = layOutBoard(board);
  const lying = board.transports[2]!;

  it('says what a taxi breaks for a lying patient', () => {
    expect(dropPreview(layout.rows[1]!, lying).problems.map((p) => p.kind)).toEqual([
      'classTooSmall',
      'stretcher',
    ]);
  });

  it('warns on the KTW of the disinfection after the MRSA ride and the overlap, and of a vehicle without a crew', () => {
    const preview = dropPreview(layout.rows[0]!, lying);
    expect(preview.problems).toEqual([]);
    expect(preview.conflicts.map((conflict) => conflict.kind)).toEqual(['disinfection', 'overlap']);
    const crewless = { ...layout.rows[1]!, vehicle: { ...taxi, crew: null } };
    expect(
      dropPreview(
        crewless,
        transport('e', '13:00', '14:00', { mobility: 'walking', transportClass: 'TAXI' }),
      ),
    ).toEqual({ problems: [], conflicts: [], withoutCrew: true });
  });
});
