/**
 * The route table's entries of the fleet and the dispatch board (issue 30, decision 105): a
 * transport company's users read and dispatch, its admins keep the fleet; others get 403.
 */
import { randomUUID } from 'node:crypto';
import { todayInGermany } from '../../../src/contract/dates';
import { BoardQuery, ShiftsQuery, VehicleChoice } from '../../../src/contract/dispatch';
import { ShiftInput } from '../../../src/contract/shift-input';
import { VehicleInput, VehicleListQuery, VehicleUpdate } from '../../../src/contract/vehicle';
import { vehicles } from '../../../server/db/schema';
import type { RouteKey } from './app-routes';
import type { Party } from './parties';
import { created, type RouteEntry, type StoredRecord, type Who } from './route-calls';

const COMPANIES: Who = { types: ['T'] };
const COMPANY_ADMINS: Who = { admin: true, types: ['T'] };

/** A KTW in the words of `word` (its call sign and name carry it). */
export const vehicleBody = (word: string): VehicleInput => ({
  callSign: word,
  name: `KTW ${word}`,
  kind: 'KTW',
  seats: 2,
  wheelchairPlaces: 0,
  carryingChair: true,
  stretcher: true,
  equipment: ['oxygen'],
  infectionAllowed: true,
  disinfectionMinutes: 30,
  inService: true,
  usualCrewId: null,
});

/**
 * A vehicle of the owner's company: an admin creates it through the API; a member's company (no
 * admin among the parties) gets it stored directly, as its admin would have made it.
 */
export async function vehicleOf(owner: Party): Promise<StoredRecord> {
  // Others have no fleet: an id of nothing, which they are refused before it is looked at.
  if (owner.organizationType !== 'T') return { id: randomUUID() };
  const body = vehicleBody(owner.mark());
  if (owner.role === 'admin') return created(owner, '/v1/vehicles', body);
  const { usualCrewId: _none, ...values } = body;
  const [row] = await owner.client.harness.database.db
    .insert(vehicles)
    .values({ ...values, organizationId: owner.organizationId })
    .returning({ id: vehicles.id, version: vehicles.version });
  owner.markers.push(row!.id);
  return row!;
}

/** A company's own order (assigned to itself); any other organisation's is its open order. */
type TransportMaker = (owner: Party) => Promise<StoredRecord>;

export function vehicleRoutes(transportOf: TransportMaker): Record<RouteKey, RouteEntry> {
  return {
    'GET /v1/vehicles': {
      who: COMPANIES,
      ok: 200,
      call: () => ({ path: '/v1/vehicles?per_page=100' }),
      query: VehicleListQuery,
    },
    'POST /v1/vehicles': {
      who: COMPANY_ADMINS,
      ok: 201,
      call: ({ caller }) => ({ body: vehicleBody(caller.mark()) }),
      input: VehicleInput,
    },
    'GET /v1/vehicles/:id': { who: COMPANIES, ok: 200, record: vehicleOf },
    'PUT /v1/vehicles/:id': {
      who: COMPANY_ADMINS,
      ok: 200,
      record: vehicleOf,
      call: ({ caller, record }) => ({
        body: { ...vehicleBody(caller.mark()), version: record!.version },
      }),
      input: VehicleUpdate,
    },
    'DELETE /v1/vehicles/:id': { who: COMPANY_ADMINS, ok: 204, record: vehicleOf },
    'GET /v1/dispatch/board': {
      who: COMPANIES,
      ok: 200,
      call: () => ({ path: `/v1/dispatch/board?day=${todayInGermany()}` }),
      query: BoardQuery,
    },
    'GET /v1/dispatch/shifts': {
      who: COMPANIES,
      ok: 200,
      call: () => ({ path: `/v1/dispatch/shifts?day=${todayInGermany()}` }),
      query: ShiftsQuery,
    },
    'PUT /v1/dispatch/shifts': {
      who: COMPANIES,
      ok: 204,
      call: async ({ caller }) => ({
        body: {
          // Others have no fleet; any id shows they are refused before it is looked at.
          vehicleId: caller.organizationType === 'T' ? (await vehicleOf(caller)).id : randomUUID(),
          day: todayInGermany(),
          crewTeamId: null,
        },
      }),
      foreign: async ({ owner }) => ({
        body: { vehicleId: (await vehicleOf(owner)).id, day: todayInGermany(), crewTeamId: null },
      }),
      input: ShiftInput,
    },
    'POST /v1/transports/:id/vehicle': {
      who: COMPANIES,
      ok: 200,
      record: transportOf,
      call: () => ({ body: { vehicleId: null } }),
      input: VehicleChoice,
    },
  };
}
