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
          className="flex items-center gap-1.5 text-sm font-medium text-slate-700 sm:rounded-full sm:border sm:border-slate-200 sm:bg-slate-100 sm:px-2.5 sm:py-1 dark:text-slate-200 sm:dark:border-slate-700 sm:dark:bg-slate-800"
        >
          <CloudOff aria-hidden className="size-5 sm:size-4" />
          {/* On phones the icon alone, so the header keeps its room; read out all the same. */}
          <span className="max-sm:sr-only">
            <Trans>Offline</Trans>
          </span>
        </span>
      )}
    </span>
  );
}
