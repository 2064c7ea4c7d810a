import { cx } from '@/components/ui/styles';

/** The colours of a chart named in words. */
export function ChartLegend({ entries }: { entries: { swatch: string; label: string }[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      {entries.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          <span aria-hidden className={cx('inline-block size-3 rounded-sm', entry.swatch)} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
