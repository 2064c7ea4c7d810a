import { Trans, useLingui } from '@lingui/react/macro';
import { ERROR_CODES } from '@/contract/common';
import type { MarketplaceItem } from '@/contract/transport-answer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useAcceptTransport } from '../api/accept-transport';
import { areaEnds, TransportNeeds, TransportRoute, TransportTimes } from './transport-facts';

/** The colleague the server names when the company had it already (issue 27). */
function colleagueWhoAccepted(error: unknown): string | null {
  if (!isApiError(error, ERROR_CODES.transitionNotAllowed)) return null;
  const current = error.body.current as { acceptedBy?: { name?: unknown } } | undefined;
  const name = current?.acceptedBy?.name;
  return typeof name === 'string' ? name : null;
}

/**
 * Accepting binds the company: the dialog repeats what is known (no more than the marketplace
 * item) and says that the patient's details follow the acceptance. Taken or not, it closes: the
 * list behind it has changed.
 */
export function AcceptDialog({
  item,
  onClose,
}: {
  item: MarketplaceItem | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const accept = useAcceptTransport();
  return (
    <ConfirmDialog
      isOpen={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item ? t`Transport ${item.number} annehmen?` : ''}
      confirmLabel={t`Verbindlich annehmen`}
      cancelLabel={t`Abbrechen`}
      onConfirm={async () => {
        if (!item) return;
        try {
          await accept.mutateAsync(item.id);
          toast.show({
            title: t`Transport ${item.number} angenommen`,
            message: t`Sie finden ihn unter „Disponierte Transporte“ und können ihn dort einer Besatzung geben.`,
            severity: 'success',
          });
        } catch (error) {
          const taken = isApiError(error, ERROR_CODES.transitionNotAllowed);
          const colleague = colleagueWhoAccepted(error);
          toast.show({
            title: colleague ? t`Schon bei Ihnen` : taken ? t`Schon vergeben` : t`Nicht angenommen`,
            message: colleague
              ? t`${colleague} aus Ihrem Unternehmen hat diesen Transport bereits angenommen.`
              : taken
                ? t`Ein anderes Unternehmen hat diesen Transport zuerst angenommen.`
                : isApiError(error)
                  ? error.message
                  : t`Keine Verbindung zum Server. Bitte versuchen Sie es erneut.`,
            severity: colleague ? 'info' : 'error',
          });
          if (taken) onClose();
        }
      }}
    >
      {item && (
        <div className="flex flex-col gap-3">
          <TransportTimes facts={item} />
          <TransportRoute ends={areaEnds(item)} />
          <TransportNeeds facts={item} />
          <p className="text-slate-600 dark:text-slate-400">
            <Trans>
              Name, Adresse und Kontaktdaten des Patienten sehen Sie, sobald Sie angenommen haben.
            </Trans>
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
