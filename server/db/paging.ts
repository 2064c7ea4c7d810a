/**
 * A list's `total_rows` without a count where the page itself tells it: a page that is neither
 * full nor empty is the last one, so the total is its offset plus its rows (and an empty first
 * page means none at all). A full page, or an empty one past the first, needs a count.
 */
export function totalFromPage(
  options: { page: number; perPage: number },
  rowsOnPage: number,
): number | undefined {
  const offset = (options.page - 1) * options.perPage;
  if (rowsOnPage < options.perPage && (rowsOnPage > 0 || offset === 0)) return offset + rowsOnPage;
  return undefined;
}

/**
 * How far a list counts its matches: 1 000, or to the end of the page asked for when that lies
 * further. A count of 50 000 transports costs 50 ms on PostgreSQL and holds PGlite's one thread;
 * past 1 000 nobody pages by number, and the list says "mehr als 1.000" (decision 061).
 */
export const COUNT_CAP = 1000;

export const countLimit = (options: { page: number; perPage: number }) =>
  Math.max(COUNT_CAP, options.page * options.perPage);

/** A list's answer: `total_rows`, and `more_rows` when more match than were counted. */
export const pageAnswer = <T>(data: T[], counted: { total: number; more: boolean }) => ({
  data,
  total_rows: counted.total,
  ...(counted.more ? { more_rows: true as const } : {}),
});
