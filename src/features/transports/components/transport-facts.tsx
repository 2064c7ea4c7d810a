import type { ReactNode } from 'react';

/** Term and value pairs of a transport's card; empty values are left out. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="text-sm text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
