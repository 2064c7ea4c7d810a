import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { useOnline } from '@/lib/online';

/**
 * In the header for as long as the device is offline (issue 10), calm and always in the same
 * place: the app works on with what this device has, and changes wait to be sent.
 */
export function OfflineIndicator() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <span role="status" className="contents">
      {!online && (
        <span
          title={t`Keine Verbindung. Sie arbeiten mit den Daten auf diesem Gerät; Änderungen werden später übertragen.`}
          className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-100 px-2 py-1 text-sm font-medium text-slate-700 sm:px-2.5 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          <CloudOff aria-hidden className="size-4" />
          {/* On phones the icon alone, so the header keeps its room; read out all the same. */}
          <span className="max-sm:sr-only">
            <Trans>Offline</Trans>
          </span>
        </span>
      )}
    </span>
  );
}
