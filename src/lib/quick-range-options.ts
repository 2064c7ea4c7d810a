/**
 * The date-range quick options of seed §9 by name, without dayjs: the routes' search validation
 * needs the names in the entry chunk, the dates only the screens that show them (decision 060).
 */
export const QUICK_RANGE_OPTIONS = [
  'today',
  'tomorrow',
  'yesterday',
  'next7Days',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export type QuickRangeOption = (typeof QUICK_RANGE_OPTIONS)[number];
