import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonStyles } from '@/components/ui/button';
import { cx } from '@/components/ui/styles';
import { lazy, Suspense } from 'react';
import { getSession } from '@/lib/session';
import { Logo } from './logo';

// The root route renders this page, and the root is in the first chunk: the signed-in layout's
// code comes only when a signed-in user meets an unknown path (decision 021).
const AppLayout = lazy(() =>
  import('./app-layout').then((module) => ({ default: module.AppLayout })),
);

/**
 * Any unknown path (seed §2): "Seite nicht gefunden" and a German sentence in German, "Page not
 * found" and "Something's missing." in English (PRODUCT.md §1). A signed-in user keeps the
 * sidebar and header around it (issue 10.15); others see it bare.
 */
export function NotFoundPage() {
  if (getSession()) {
    return (
      <Suspense>
        <AppLayout>
          <NotFoundContent />
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16">
      <NotFoundContent withLogo />
    </main>
  );
}

/** The page itself, with the logo where no layout frames it. */
export function NotFoundContent({ withLogo = false }: { withLogo?: boolean }) {
  return (
    <div
      className={cx(
        'flex flex-col items-center justify-center gap-6 text-center',
        !withLogo && 'py-16',
      )}
    >
      {withLogo && <Logo compact />}
      <p className="text-sm font-semibold tracking-widest text-brand-700 dark:text-brand-300">
        404
      </p>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
        <Trans>Seite nicht gefunden</Trans>
      </h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        <Trans>Hier fehlt etwas: Diese Seite gibt es nicht.</Trans>
      </p>
      <Link to="/" className={buttonStyles({ variant: 'primary' })}>
        <Trans>Zur Startseite</Trans>
      </Link>
    </div>
  );
}
