import { Trans, useLingui } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import { useCurrentRouteMeta } from './use-navigation';

/**
 * A real, translated page for a screen that is not built yet: its title and a short note,
 * so every route of the product can be opened without anything breaking.
 */
export function PlaceholderPage() {
  const { i18n } = useLingui();
  const meta = useCurrentRouteMeta();
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      <div className="mt-6 flex items-start gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
        <Construction
          aria-hidden
          className="mt-0.5 size-6 shrink-0 text-brand-600 dark:text-brand-400"
        />
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-100">
            <Trans>Dieser Bereich wird gerade gebaut.</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Er wird mit einem der nächsten Updates freigeschaltet. Alle anderen Bereiche können
              Sie wie gewohnt nutzen.
            </Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
