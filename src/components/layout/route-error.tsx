import { Trans } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { NetworkError } from '@/lib/api-error';

/** The router's default error view: what went wrong in words, and "Erneut versuchen". */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorReset.reset();
  }, [queryErrorReset]);
  const offline = error instanceof NetworkError;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-16 text-center"
    >
      <TriangleAlert aria-hidden className="size-10 text-amber-500" />
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">
        {offline ? <Trans>Keine Verbindung</Trans> : <Trans>Etwas ist schiefgelaufen</Trans>}
      </h1>
      <p className="text-slate-600 dark:text-slate-400">
        {offline ? (
          <Trans>
            Diese Seite wurde auf diesem Gerät noch nicht geladen und ist ohne Netz nicht verfügbar.
          </Trans>
        ) : (
          <Trans>Die Seite konnte nicht geladen werden. Bitte versuchen Sie es erneut.</Trans>
        )}
      </p>
      <Button onPress={() => void router.invalidate()}>
        <Trans>Erneut versuchen</Trans>
      </Button>
    </div>
  );
}
