/**
 * The security suites' footprint (support/footprint.ts) sees every change to a party's rows —
 * by owner column and by marker, inserted, updated and deleted — and nothing of anyone else's,
 * also for rows it read before a marker was first asked about. An access-log row is its
 * reader's, whatever record of another party it names (decision 039).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, rateLimits } from '../../server/db/schema';
import { footprint, scopeOf, storedRows } from './support/footprint';
import { startHarness } from './support/harness';
import { CALLER_KINDS, signUpParty, uniqueWord, type Party } from './support/parties';

const harness = await startHarness();
const db = harness.database.db;
let party: Party;
let other: Party;

beforeAll(async () => {
  [party, other] = await Promise.all([
    signUpParty(harness, CALLER_KINDS[0]!),
    signUpParty(harness, CALLER_KINDS[2]!),
  ]);
});
afterAll(() => harness.close());

const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(after).filter((table) => after[table] !== before[table]);

describe('the footprint of a party', () => {
  it('changes with a row of an owner column, and not with another party’s', async () => {
    const before = await footprint(db, scopeOf([party]));
    await db
      .update(organizations)
      .set({ name: `Umbenannt ${uniqueWord()}` })
      .where(eq(organizations.id, other.organizationId));
    expect(changedTables(before, await footprint(db, scopeOf([party])))).toEqual([]);
    await db
      .update(organizations)
      .set({ name: `Umbenannt ${uniqueWord()}` })
      .where(eq(organizations.id, party.organizationId));
    expect(changedTables(before, await footprint(db, scopeOf([party])))).toEqual(['organizations']);
  });

  it('changes when a row holding one of its markers is inserted, updated or deleted', async () => {
    const key = `test:${party.markers[0]!.toUpperCase()}`;
    const empty = await footprint(db, scopeOf([party]));
    await db.insert(rateLimits).values({ key: `test:${other.markers[0]}`, hits: 1 });
    expect(changedTables(empty, await footprint(db, scopeOf([party])))).toEqual([]);

    await db.insert(rateLimits).values({ key, hits: 1 });
    const inserted = await footprint(db, scopeOf([party]));
    expect(changedTables(empty, inserted)).toEqual(['rate_limits']);
    await db.update(rateLimits).set({ hits: 2 }).where(eq(rateLimits.key, key));
    const updated = await footprint(db, scopeOf([party]));
    expect(changedTables(inserted, updated)).toEqual(['rate_limits']);
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
    const deleted = await footprint(db, scopeOf([party]));
    expect(changedTables(updated, deleted)).toEqual(['rate_limits']);
    expect(deleted).toEqual(empty);
  });

  it('finds a marker asked about for the first time in rows it has read before', async () => {
    const word = uniqueWord();
    await db.insert(rateLimits).values({ key: `test:${word}`, hits: 1 });
    const without = await storedRows(db, scopeOf([party]));
    const withWord = await storedRows(db, scopeOf([party], [word]));
    expect(withWord.rate_limits).not.toBe(without.rate_limits);
    expect(withWord.rate_limits!.split(':')[0]).toBe(
      String(Number(without.rate_limits!.split(':')[0]) + 1),
    );
  });

  it('counts the rows of the scope, and digests those holding the record', async () => {
    const before = await storedRows(db, scopeOf([party]), party.organizationId);
    await db.execute(
      sql`update organizations set name = name || '.' where id = ${party.organizationId}`,
    );
    const after = await storedRows(db, scopeOf([party]), party.organizationId);
    expect(after.organizations!.split(':')[0]).toBe(before.organizations!.split(':')[0]);
    expect(after.organizations).not.toBe(before.organizations);
  });

  it('counts an access-log row as its reader’s, not as a change to the party it names', async () => {
    const transportId = randomUUID();
    other.markers.push(transportId);
    const readers = await footprint(db, scopeOf([party]));
    const named = await footprint(db, scopeOf([other]));
    await db.insert(auditLog).values({
      organizationId: party.organizationId,
      userId: party.userId,
      action: 'read',
      entity: 'transport',
      entityId: transportId,
    });
    expect(changedTables(readers, await footprint(db, scopeOf([party])))).toEqual(['audit_log']);
    expect(changedTables(named, await footprint(db, scopeOf([other])))).toEqual([]);
    // Any other table holding the marker is still the named party's change.
    await db.insert(rateLimits).values({ key: `test:${transportId}`, hits: 1 });
    expect(changedTables(named, await footprint(db, scopeOf([other])))).toEqual(['rate_limits']);
  });
});
