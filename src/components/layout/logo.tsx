import { Trans } from '@lingui/react/macro';

/**
 * The app mark and, unless `compact`, the product name. A caller's classes are added, not merged
 * (no class merger on the sign-in screen, decision 130): layout classes only.
 */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={['flex min-w-0 items-center gap-3', className].filter(Boolean).join(' ')}>
      <img
        src="/favicon.svg"
        alt=""
        className="size-9 shrink-0 rounded-lg"
        width={36}
        height={36}
      />
      {!compact && (
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-base font-semibold tracking-tight text-slate-900 dark:text-white">
            Krankentransport
          </span>
          <span className="truncate text-xs text-slate-500 dark:text-slate-400">
            <Trans>Patiententransporte organisieren</Trans>
          </span>
        </span>
      )}
    </span>
  );
}
