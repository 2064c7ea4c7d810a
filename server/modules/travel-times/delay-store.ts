/**
 * A transport's reported delays and the once-only notices of its arrival (decision 113). Like the
 * position, reached only for a transport the caller's scope has just found (or the system
 * repository's arrival refresh), so no visibility condition of its own.
 */
import { and, asc, desc, eq, gte, lt, notExists } from 'drizzle-orm';
import {
  LATE_AFTER_MINUTES,
  type DelayHeading,
  type DelayReport,
} from '../../../src/contract/delay';
import type { Db } from '../../db/client';
import {
  transportArrivalNotices,
  transportDelays,
  transports,
  type ArrivalNoticeKind,
} from '../../db/schema';

export type DelayValues = typeof transportDelays.$inferInsert;

const reportColumns = {
  id: transportDelays.id,
  reason: transportDelays.reason,
  heading: transportDelays.heading,
  newArrivalAt: transportDelays.newArrivalAt,
  reportedAt: transportDelays.reportedAt,
};

type StoredReport = {
  id: string;
  reason: DelayReport['reason'];
  heading: DelayHeading;
  newArrivalAt: Date;
  reportedAt: Date;
};

export const presentDelay = (row: StoredReport): DelayReport => ({
  ...row,
  newArrivalAt: row.newArrivalAt.toISOString(),
  reportedAt: row.reportedAt.toISOString(),
});

/**
 * Stores the report unless its id is known: `created` false for a repeated one (its first
 * version is answered). Undefined when the id belongs to another transport's report.
 */
export async function storeDelay(
  handle: Db,
  values: DelayValues,
): Promise<{ created: boolean; report: StoredReport } | undefined> {
  const [created] = await handle
    .insert(transportDelays)
    .values(values)
    .onConflictDoNothing()
    .returning(reportColumns);
  if (created) return { created: true, report: created };
  const [existing] = await handle
    .select(reportColumns)
    .from(transportDelays)
    .where(
      and(eq(transportDelays.id, values.id), eq(transportDelays.transportId, values.transportId)),
    );
  return existing && { created: false, report: existing };
}

/** The latest report for the arrival the transport is heading for. */
export async function latestDelay(
  handle: Db,
  transportId: string,
  heading: DelayHeading,
): Promise<StoredReport | undefined> {
  const [row] = await handle
    .select(reportColumns)
    .from(transportDelays)
    .where(and(eq(transportDelays.transportId, transportId), eq(transportDelays.heading, heading)))
    .orderBy(desc(transportDelays.reportedAt))
    .limit(1);
  return row;
}

/** Records a notice; true only for the first of its kind per transport (the one to tell). */
export async function recordNotice(
  handle: Db,
  transportId: string,
  kind: ArrivalNoticeKind,
  companyId: string | null,
  toldAt: Date,
): Promise<boolean> {
  const rows = await handle
    .insert(transportArrivalNotices)
    .values({ transportId, kind, companyId, toldAt })
    .onConflictDoNothing()
    .returning({ kind: transportArrivalNotices.kind });
  return rows.length > 0;
}

export async function hasNotice(
  handle: Db,
  transportId: string,
  kind: ArrivalNoticeKind,
): Promise<boolean> {
  const [row] = await handle
    .select({ kind: transportArrivalNotices.kind })
    .from(transportArrivalNotices)
    .where(
      and(
        eq(transportArrivalNotices.transportId, transportId),
        eq(transportArrivalNotices.kind, kind),
      ),
    );
  return row !== undefined;
}

/** How far back the late-departure watch looks: older pickups were long told or settled by hand. */
const LATE_DEPARTURE_WINDOW_MS = 12 * 3_600_000;

/**
 * Taken transports nobody has set off for, LATE_AFTER_MINUTES after their pickup, with no delay
 * reported and not yet told as late (decision 113): the system repository's late-departure watch,
 * across organisations, oldest pickup first. Reads the partial index of taken transports.
 */
export function lateDepartures(
  handle: Db,
  now: Date,
  limit = 200,
): Promise<{ id: string; assignedCompanyId: string | null }[]> {
  const lateSince = new Date(now.getTime() - LATE_AFTER_MINUTES * 60_000);
  return handle
    .select({ id: transports.id, assignedCompanyId: transports.assignedCompanyId })
    .from(transports)
    .where(
      and(
        eq(transports.status, 'assigned'),
        lt(transports.pickupAt, lateSince),
        gte(transports.pickupAt, new Date(now.getTime() - LATE_DEPARTURE_WINDOW_MS)),
        notExists(
          handle
            .select({ id: transportDelays.id })
            .from(transportDelays)
            .where(eq(transportDelays.transportId, transports.id)),
        ),
        notExists(
          handle
            .select({ kind: transportArrivalNotices.kind })
            .from(transportArrivalNotices)
            .where(
              and(
                eq(transportArrivalNotices.transportId, transports.id),
                eq(transportArrivalNotices.kind, 'late'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(transports.pickupAt))
    .limit(limit);
}
