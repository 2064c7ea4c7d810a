import { Trans } from '@lingui/react/macro';
import { MapPin, MapPinOff } from 'lucide-react';
import { SHARING_STATUSES } from '@/contract/transport-lifecycle';
import type { Transport } from '@/contract/transport-answer';
import { Button } from '@/components/ui/button';
import { usePositionSharing } from '../use-position-sharing';

/**
 * On the crew's card of a transport on its way: "Standort wird geteilt" with a pause, and the
 * first time, who sees what before the browser asks (decision 101).
 */
export function PositionSharing({ transport }: { transport: Transport }) {
  const active = SHARING_STATUSES.includes(transport.status);
  const { sharing, explained, paused, explain, setPaused } = usePositionSharing(
    transport.id,
    active,
  );
  if (!active) return null;
  if (!explained) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50">
        <p>
          <Trans>
            Während der Fahrt teilt die App den Standort dieses Telefons: Ihre Firma sieht die
            Position, die bestellende Station nur die geschätzte Ankunftszeit. Gespeichert wird nur
            die letzte Position, bis zum nächsten Status.
          </Trans>
        </p>
        <Button variant="primary" onPress={explain} className="self-start">
          <Trans>Verstanden, Standort teilen</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="position-sharing"
      className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
    >
      <span className="flex items-center gap-2 text-slate-900 dark:text-slate-100">
        {sharing ? (
          <MapPin aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
        ) : (
          <MapPinOff aria-hidden className="size-4 text-slate-500" />
        )}
        {sharing ? <Trans>Standort wird geteilt</Trans> : <Trans>Standort pausiert</Trans>}
      </span>
      <Button variant="secondary" onPress={() => setPaused(!paused)}>
        {paused ? <Trans>Fortsetzen</Trans> : <Trans>Pausieren</Trans>}
      </Button>
    </div>
  );
}
