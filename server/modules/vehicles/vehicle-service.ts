/**
 * A transport company's fleet (PRODUCT.md §9, decision 105): its users read, its admins write
 * (the route's adminsWrite refuses members first). Call signs are unique in the company
 * regardless of case; the usual crew is one of the company's teams.
 */
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Page } from '../../../src/contract/common';
import { message, type Language } from '../../../src/contract/messages';
import type { Vehicle, VehicleData } from '../../../src/contract/vehicle';
import { isUniqueViolation } from '../../db/errors';
import { pageAnswer } from '../../db/paging';
import type { DataScope } from '../../db/scope';
import { escapeLike } from '../../db/search-text';
import { conflict, invalid } from '../../errors';
import { vehicleMessage } from './vehicle-messages';
import { presentVehicles, type VehicleRow } from './vehicle-store';

export type VehicleRequest = { scope: DataScope; language: Language; now: Date };

const presentOne = async (scope: DataScope, row: VehicleRow) =>
  (await presentVehicles(scope, [row]))[0]!;

export async function listVehiclePage(
  { scope }: VehicleRequest,
  options: { page: number; perPage: number; search?: string; sort?: string },
): Promise<Page<Vehicle>> {
  const direction = options.sort?.startsWith('-') ? sql`desc` : sql`asc`;
  const pattern = options.search ? `%${escapeLike(options.search)}%` : undefined;
  const { rows, ...counted } = await scope.vehicles.list({
    where: (t) => (pattern ? or(ilike(t.callSign, pattern), ilike(t.name, pattern)) : undefined),
    orderBy: (t) =>
      options.sort?.endsWith('createdAt')
        ? [sql`${t.createdAt} ${direction}`, t.id]
        : [sql`lower(${t.callSign}) ${direction}`, t.id],
    page: options.page,
    perPage: options.perPage,
  });
  return pageAnswer(await presentVehicles(scope, rows), counted);
}

export async function readVehicle({ scope }: VehicleRequest, id: string): Promise<Vehicle> {
  return presentOne(scope, await scope.vehicles.find(id));
}

const callSignTaken = (language: Language) =>
  invalid({ callSign: [vehicleMessage('callSignTaken', language)] });

async function checkCallSignFree(
  tx: DataScope,
  input: VehicleData,
  language: Language,
  except?: string,
) {
  const { total } = await tx.vehicles.list({
    where: (t) =>
      and(
        eq(sql`lower(${t.callSign})`, sql`lower(${input.callSign})`),
        except ? ne(t.id, except) : undefined,
      ),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: 1,
  });
  if (total > 0) throw callSignTaken(language);
}

async function checkCrew(tx: DataScope, input: VehicleData, language: Language) {
  if (!input.usualCrewId) return;
  await tx.teams.find(input.usualCrewId).catch(() => {
    throw invalid({ usualCrewId: [message('unknownTeam', language)] });
  });
}

/** Two requests giving two vehicles one call sign at once: the unique index decides. */
async function uniqueCallSign<T>(language: Language, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw callSignTaken(language);
    throw error;
  }
}

const valuesOf = (input: VehicleData) => ({
  callSign: input.callSign,
  name: input.name ?? null,
  kind: input.kind,
  seats: input.seats,
  wheelchairPlaces: input.wheelchairPlaces,
  carryingChair: input.carryingChair,
  stretcher: input.stretcher,
  equipment: input.equipment,
  infectionAllowed: input.infectionAllowed,
  disinfectionMinutes: input.disinfectionMinutes,
  inService: input.inService,
  usualCrewTeamId: input.usualCrewId ?? null,
});

export function createVehicle({ scope, language, now }: VehicleRequest, input: VehicleData) {
  return uniqueCallSign(language, () =>
    scope.transaction(async (tx) => {
      await checkCallSignFree(tx, input, language);
      await checkCrew(tx, input, language);
      const outcome = await tx.vehicles.insert({
        ...valuesOf(input),
        createdAt: now,
        updatedAt: now,
      });
      if (!('created' in outcome)) throw new Error('vehicle insert without a client id skipped');
      return presentOne(tx, outcome.created);
    }),
  );
}

export function updateVehicle(
  { scope, language, now }: VehicleRequest,
  id: string,
  input: VehicleData & { version: number },
): Promise<Vehicle> {
  return uniqueCallSign(language, () =>
    scope.transaction(async (tx) => {
      await tx.vehicles.find(id);
      await checkCallSignFree(tx, input, language, id);
      await checkCrew(tx, input, language);
      const outcome = await tx.vehicles.updateVersioned(
        { id, version: input.version },
        valuesOf(input),
        now,
      );
      if ('stale' in outcome) throw conflict(await presentOne(tx, outcome.stale));
      return presentOne(tx, outcome.updated);
    }),
  );
}

export function deleteVehicle({ scope }: VehicleRequest, id: string): Promise<void> {
  return scope.transaction((tx) => tx.vehicles.delete(id));
}
