/**
 * A transport company's price list versions (PRODUCT.md §6; decisions 030, 121). A save adds the
 * version valid from its day for its Kassen (none: the default list), or replaces the one of the
 * same day and Kassen; stored prices of transports already priced never change.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  insurerKeyOf,
  priceListValidOn,
  type PriceList,
  type PriceListData,
  type PriceLists,
} from '../../../src/contract/billing/price-list';
import { todayInGermany } from '../../../src/contract/dates';
import { message, type Language } from '../../../src/contract/messages';
import { invalid } from '../../errors';
import type { DataScope, POLICIES, RowOf } from '../../db/scope';
import { recordAccess, type AuditActor } from '../audit';

type PriceListRow = RowOf<(typeof POLICIES)['priceLists']>;

/** Far more versions than a company keeps; the page is the whole history. */
const ALL_VERSIONS = 1000;

const present = (row: PriceListRow): PriceList => ({
  ...row.prices,
  insurerIks: row.prices.insurerIks ?? [],
  validFrom: row.validFrom,
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

export async function readPriceLists(scope: DataScope, now: Date): Promise<PriceLists> {
  const { rows } = await scope.priceLists.list({
    orderBy: (t) => [asc(t.validFrom)],
    page: 1,
    perPage: ALL_VERSIONS,
  });
  const versions = rows.map(present);
  const defaults = versions.filter((version) => version.insurerIks.length === 0);
  return {
    current: priceListValidOn(defaults, todayInGermany(now)) ?? null,
    versions: versions.reverse(),
  };
}

export function savePriceList(
  scope: DataScope,
  input: PriceListData,
  context: { actor: AuditActor; now: Date; language: Language },
): Promise<PriceLists> {
  const { validFrom, ...prices } = input;
  const insurerKey = insurerKeyOf(prices.insurerIks);
  return scope.transaction(async (tx) => {
    // Saves of one company take turns: two first saves for the same day would both insert, and
    // the second would hit the unique (organisation, day) index as a 500.
    await tx.handle.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`price-lists:${tx.caller.organizationId}`}))`,
    );
    const { rows } = await tx.priceLists.list({
      where: (t) => and(eq(t.validFrom, validFrom), eq(t.insurerKey, insurerKey)),
      orderBy: (t) => [asc(t.id)],
      page: 1,
      perPage: 1,
    });
    const existing = rows[0];
    // One Kasse, one list per day: two lists of a day naming one IK would leave it open which
    // prices that Kasse's rides (decision 121).
    const sameDay = await tx.priceLists.list({
      where: (t) => eq(t.validFrom, validFrom),
      orderBy: (t) => [asc(t.id)],
      page: 1,
      perPage: ALL_VERSIONS,
    });
    const taken = sameDay.rows.some(
      (row) =>
        row.insurerKey !== insurerKey &&
        (row.prices.insurerIks ?? []).some((ik) => prices.insurerIks.includes(ik)),
    );
    if (taken) throw invalid({ insurerIks: [message('priceListInsurerTaken', context.language)] });
    let id: string;
    if (existing) {
      id = (await tx.priceLists.update(existing.id, { prices, createdBy: tx.caller.userId })).id;
    } else {
      const outcome = await tx.priceLists.insert({
        validFrom,
        prices,
        insurerKey,
        createdBy: tx.caller.userId,
        createdAt: context.now,
      });
      if (!('created' in outcome)) throw new Error('a fresh price list id was taken');
      id = outcome.created.id;
    }
    await recordAccess(tx.handle, {
      actor: context.actor,
      action: existing ? 'update' : 'create',
      entity: 'price_list',
      entityIds: [id],
      at: context.now,
    });
    return readPriceLists(tx, context.now);
  });
}
