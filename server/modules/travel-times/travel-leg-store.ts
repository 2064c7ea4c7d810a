/**
 * The recorded 3 → 4 legs that calibrate the travel-time estimate per postcode region (decision
 * 100). Not organisation data: a leg names no transport, company or person, and every region's
 * legs teach every estimate in it.
 */
import { desc, eq } from 'drizzle-orm';
import type { RecordedLeg } from '../../../src/contract/travel-time';
import type { Db } from '../../db/handle';
import { travelLegs } from '../../db/schema';

export type NewTravelLeg = RecordedLeg & { region: string; recordedAt: Date };

/** A region's latest `limit` legs, newest first. */
export function regionLegs(db: Db, region: string, limit: number): Promise<RecordedLeg[]> {
  return db
    .select({ km: travelLegs.km, minutes: travelLegs.minutes, area: travelLegs.area })
    .from(travelLegs)
    .where(eq(travelLegs.region, region))
    .orderBy(desc(travelLegs.recordedAt))
    .limit(limit);
}

export async function storeTravelLegs(db: Db, legs: NewTravelLeg[]): Promise<void> {
  if (legs.length > 0) await db.insert(travelLegs).values(legs);
}
