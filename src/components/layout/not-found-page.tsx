import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonStyles } from '@/components/ui/button';
import { Logo } from './logo';

/** Any unknown path (seed §2): "Seite nicht gefunden" and the text "Something's missing.". */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Logo compact />
      <p className="text-sm font-semibold tracking-widest text-brand-700 dark:text-brand-300">
        404
      </p>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
        <Trans>Seite nicht gefunden</Trans>
      </h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        <Trans>Something's missing.</Trans>
      </p>
      <Link to="/" className={buttonStyles({ variant: 'primary' })}>
        <Trans>Zur Startseite</Trans>
      </Link>
    </main>
  );
}
