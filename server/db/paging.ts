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
