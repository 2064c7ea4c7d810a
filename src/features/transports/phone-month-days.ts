/**
 * The days a phone lists for a month (issue 27.17): a list of every day with "Keine Transporte"
 * under most of them made the nurse scroll past 27 empty rows to reach today. Only days with
 * rides are listed (or days whose rides may not all be loaded), from today on in the current
 * month; the page then says once when none is left.
 */
export function phoneMonthDays(
  monthDays: readonly string[],
  listed: (day: string) => boolean,
  today: string,
): string[] {
  const current = monthDays.includes(today);
  return monthDays.filter((day) => (!current || day >= today) && listed(day));
}
