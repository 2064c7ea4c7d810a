/**
 * What the series transports need beyond the scope's records (decision 041): the rolling job's
 * pick of the next series to create transports for, and the taking of a series' open
 * transports when a company accepts the whole series, and the marking of approvals to remind of.
 * All run inside the caller's transaction.
 */
import { and, asc, between, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { OrganizationType } from '../../../src/contract/auth';
import type { Db } from '../../db/client';
import { organizations, transportSeries, transports } from '../../db/schema';

/**
 * Locks one active series whose transports are not yet created up to `horizon`, skipping series
 * another instance holds: two instances never work on one series at once, and the one that
 * comes second finds it done (its `created_until` moved on).
 */
export async function lockDueSeries(
  tx: Db,
  horizon: string,
  passedOver: string[] = [],
): Promise<{ id: string; organizationId: string; organizationType: OrganizationType } | undefined> {
  const [row] = await tx
    .select({
      id: transportSeries.id,
      organizationId: transportSeries.organizationId,
      organizationType: sql<OrganizationType>`(select ${organizations.type} from ${organizations}
        where ${organizations.id} = ${transportSeries.organizationId})`,
    })
    .from(transportSeries)
    .where(
      and(
        eq(transportSeries.status, 'active'),
        or(isNull(transportSeries.createdUntil), lt(transportSeries.createdUntil, horizon)),
        passedOver.length ? notInArray(transportSeries.id, passedOver) : undefined,
      ),
    )
    .orderBy(asc(transportSeries.createdUntil))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Assigns every open transport of the series (also on-call returns not yet released) to the
 * company that accepted the series; dates another company took stay with it. The ids taken.
 */
export async function assignOpenSeriesTransports(
  tx: Db,
  seriesId: string,
  companyId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(transports)
    .set({
      status: 'assigned',
      assignedCompanyId: companyId,
      crewTeamId: null,
      statusAt: now,
      version: sql`${transports.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(transports.seriesId, seriesId), eq(transports.status, 'open')))
    .returning({ id: transports.id });
  return rows.map((row) => row.id);
}

/**
 * Whether a series the company no longer sees was on its marketplace: then a late accept is
 * "taken by someone else" (409), otherwise the id is as unknown as a missing one (404).
 */
export async function seriesWasOnMarketplace(
  handle: Db,
  seriesId: string,
  companyId: string,
): Promise<boolean> {
  const result = await handle.execute(sql`
    select 1 from ${transportSeries} s, ${organizations} o
    where s.id = ${seriesId} and s.published_at is not null and o.id = ${companyId}
      and (cardinality(o.service_area) = 0
        or exists (select 1 from unnest(o.service_area) prefix
                   where s.start_zip_code like prefix || '%'))`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The approval's last day as the series' order holds it (decision 097), or null. */
const approvalValidUntil = sql<string>`("order"->'prescription'->'approval'->>'validUntil')`;

/**
 * Marks every active series whose approval runs out between `from` and `to` and was not yet
 * reminded of for that last day, and answers them. One UPDATE: of two instances running it at
 * once, the second finds the row re-checked after the first's commit and marks nothing, so each
 * approval is reminded of once; a new approval (another last day) is reminded of again.
 */
export async function markApprovalsToRemind(
  tx: Db,
  from: string,
  to: string,
): Promise<{ id: string; validUntil: string }[]> {
  const marked = await tx
    .update(transportSeries)
    .set({ approvalRemindedFor: sql`${approvalValidUntil}::date` })
    .where(
      and(
        eq(transportSeries.status, 'active'),
        between(approvalValidUntil, from, to),
        sql`${transportSeries.approvalRemindedFor} is distinct from ${approvalValidUntil}::date`,
      ),
    )
    .returning({ id: transportSeries.id, validUntil: transportSeries.approvalRemindedFor });
  return marked.map((row) => ({ id: row.id, validUntil: row.validUntil! }));
}
