import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentRouteMeta, useNavigation } from './use-navigation';

/** An overview page listing the entries under the current sidebar group (Stammdaten, Einstellungen). */
export function SectionOverview() {
  const { i18n } = useLingui();
  const meta = useCurrentRouteMeta();
  const { navigation } = useNavigation();
  const group = [...navigation.top, ...navigation.bottom].find(
    (entry) => entry.name === meta?.name,
  );
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={meta?.title ? i18n._(meta.title) : ''}
        description={meta?.description ? i18n._(meta.description) : undefined}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {group?.children.map((child) => {
          const Icon = child.icon;
          return (
            <li key={child.name}>
              <Link
                to={child.to}
                className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs outline-offset-2 outline-brand-600 transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800/60"
              >
                {Icon && (
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                    <Icon aria-hidden className="size-5" strokeWidth={1.75} />
                  </span>
                )}
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {i18n._(child.title)}
                  </span>
                  {child.description && (
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {i18n._(child.description)}
                    </span>
                  )}
                </span>
                <ChevronRight
                  aria-hidden
                  className="mt-2.5 size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
