/**
 * Chart colours as Tailwind classes, so light and dark theme switch with the `dark` class like
 * the rest of the page (no redraw). On time is the brand colour, late amber, very late red; each
 * chart also says it in words (labels, legend, table), never by colour alone.
 */
export const CHART_FILL = {
  onTime: 'fill-brand-600 dark:fill-brand-400',
  late: 'fill-amber-500 dark:fill-amber-400',
  veryLate: 'fill-red-600 dark:fill-red-400',
  track: 'fill-slate-100 dark:fill-slate-800',
} as const;

export const CHART_TEXT = {
  label: 'fill-slate-600 text-xs dark:fill-slate-300',
  value: 'fill-slate-900 text-sm font-semibold tabular-nums dark:fill-slate-50',
  grid: 'stroke-slate-200 dark:stroke-slate-700',
} as const;

/** The same colours as small squares in an HTML legend. */
export const LEGEND_SWATCH = {
  onTime: 'bg-brand-600 dark:bg-brand-400',
  late: 'bg-amber-500 dark:bg-amber-400',
  veryLate: 'bg-red-600 dark:bg-red-400',
} as const;
