/**
 * The latest position of a transport on its way (decision 101). Like the ride confirmation, it is
 * reached only for a transport the caller's scope has just found, so it needs no visibility
 * condition of its own; the service decides what of it a reader sees. The database deletes it
 * when the transport's status changes (migration 0019).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, transportPositions, transports } from '../../db/schema';

export type PositionValues = { lat: number; lon: number; accuracy: number | null; at: Date };
export type LegStart = Pick<
  typeof transportPositions.$inferInsert,
  'legKm' | 'legArea' | 'legStartedAt'
>;

/**
 * Replaces the position unless the stored one is newer (a report queued offline arriving late).
 * The leg's start is written by the first report only.
 */
export async function storePosition(
  handle: Db,
  transportId: string,
  position: PositionValues,
  leg: LegStart,
): Promise<void> {
  await handle
    .insert(transportPositions)
    .values({ transportId, ...position, ...leg })
    .onConflictDoUpdate({
      target: transportPositions.transportId,
      set: position,
      setWhere: sql`${transportPositions.at} <= excluded.at`,
    });
}

export async function positionOf(handle: Db, transportId: string) {
  const [row] = await handle
    .select({
      lat: transportPositions.lat,
      lon: transportPositions.lon,
      accuracy: transportPositions.accuracy,
      at: transportPositions.at,
    })
    .from(transportPositions)
    .where(eq(transportPositions.transportId, transportId));
  return row;
}

export async function hasPosition(handle: Db, transportId: string): Promise<boolean> {
  return (await positionOf(handle, transportId)) !== undefined;
}

/** Who shows a transport on its way, for the realtime refresh after a report (no caller there). */
export async function transportShownBy(handle: Db, transportId: string) {
  const [row] = await handle
    .select({
      id: transports.id,
      status: transports.status,
      version: transports.version,
      organizationId: transports.organizationId,
      assignedCompanyId: transports.assignedCompanyId,
      // For the once-only notices of its arrival (decision 113).
      pickupAt: transports.pickupAt,
      start: transports.start,
      destination: transports.destination,
      // The ordering organisation's, for "Patient vorbereiten" (decision 114).
      preparePatientMinutes: organizations.preparePatientMinutes,
    })
    .from(transports)
    .innerJoin(organizations, eq(organizations.id, transports.organizationId))
    .where(eq(transports.id, transportId));
  return row;
}
