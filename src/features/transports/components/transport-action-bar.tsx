import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Check, CircleSlash, Pencil, Send, Undo2 } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import type { Transport } from '@/contract/transport-answer';
import { isCrewStep, FMS_STATUS, type TransportAction } from '@/contract/transport-lifecycle';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useCurrentUser } from '@/lib/session';
import { transportQueryOptions } from '../api/get-transport';
import { useTransportCommand } from '../api/transport-commands';
import { useTransportLabels } from '../use-transport-labels';
import { ActionDialog, type DialogKind } from './action-dialog';

/**
 * The actions this viewer may take now — exactly the transport's `actions`, which the server
 * computes from the contract's lifecycle table (`availableActions`). `renderAction` lets another
 * feature draw an action its own way (the crew feature queues its steps offline, the marketplace
 * hands a transport to a crew); anything it leaves out is drawn here.
 */
export function TransportActionBar({
  transport,
  renderAction,
}: {
  transport: Transport;
  renderAction?: (action: TransportAction, transport: Transport) => ReactNode | undefined;
}) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const navigate = useNavigate();
  // A transport given back is the marketplace's again: the page goes there (issue 27).
  const command = useTransportCommand(transport, {
    ownOrganizationId: useCurrentUser().organization.id,
    leave: () => navigate({ to: '/marketplace' }),
  });
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // The release dialog checks the return against the outbound trip before sending, as the
  // server does; until the outbound trip is loaded, the server's answer marks the field.
  const outboundId = transport.outboundTransportId;
  const outbound = useQuery({
    ...transportQueryOptions(outboundId ?? ''),
    enabled: dialog === 'release' && outboundId !== null,
  });
  const send = async (next: Parameters<typeof command.mutateAsync>[0]) => {
    const answer = await command.mutateAsync(next);
    toast.show({
      title:
        next.action === 'return'
          ? t`Transport ${answer.number} zurückgegeben`
          : t`Status: ${labels.status[answer.status]}`,
      severity: 'success',
    });
  };

  const dialogs: Record<DialogKind, { title: string; confirm: string; description?: string }> = {
    accept: {
      title: t`Transport ${transport.number} annehmen?`,
      confirm: t`Annehmen`,
      description: t`Ihr Unternehmen übernimmt den Transport verbindlich.`,
    },
    return: {
      title: t`Transport zurückgeben`,
      confirm: t`Zurückgeben`,
      description: t`Der Transport erscheint wieder auf dem Marktplatz. Der Auftraggeber erfährt den Grund.`,
    },
    cancel: {
      title: t`Transport stornieren`,
      confirm: t`Stornieren`,
      description: t`Das Unternehmen wird sofort informiert.`,
    },
    release: {
      title: t`Rückfahrt freigeben`,
      confirm: t`Freigeben`,
      description: t`Mit der Uhrzeit erscheint die Rückfahrt auf dem Marktplatz.`,
    },
    completed: { title: t`Transport abschließen`, confirm: t`Abschließen` },
  };

  const button = (action: TransportAction): ReactNode => {
    const custom = renderAction?.(action, transport);
    if (custom !== undefined) return custom;
    switch (action) {
      case 'edit':
        return (
          <Link
            key={action}
            to="/transport/update/$id"
            params={{ id: transport.id }}
            className={buttonStyles({ variant: 'secondary' })}
          >
            <Pencil aria-hidden className="size-4" />
            {t`Bearbeiten`}
          </Link>
        );
      case 'accept':
        return (
          <Button key={action} onPress={() => setDialog('accept')}>
            <Check aria-hidden className="size-4" />
            {t`Annehmen`}
          </Button>
        );
      case 'return':
        return (
          <Button key={action} variant="secondary" onPress={() => setDialog('return')}>
            <Undo2 aria-hidden className="size-4" />
            {t`Zurückgeben`}
          </Button>
        );
      case 'cancel':
        return (
          <Button key={action} variant="danger" onPress={() => setDialog('cancel')}>
            <CircleSlash aria-hidden className="size-4" />
            {t`Stornieren`}
          </Button>
        );
      case 'release':
        return transport.pickupAt === null ? (
          <Button key={action} onPress={() => setDialog('release')}>
            <Send aria-hidden className="size-4" />
            {t`Rückfahrt freigeben`}
          </Button>
        ) : null;
      // Crews are handed over on the marketplace; the ladder and the expiry are the system's;
      // an expired transport is put out again from its own panel with a time (republish-panel).
      case 'assignCrew':
      case 'expire':
      case 'escalate':
      case 'republish':
        return null;
      default:
        if (!isCrewStep(action)) return null;
        if (action === 'completed') {
          return (
            <Button key={action} onPress={() => setDialog('completed')}>
              {t`Abschließen`}
            </Button>
          );
        }
        return (
          <Button
            key={action}
            isPending={command.isPending}
            onPress={() =>
              void send({
                action: 'status',
                step: { status: action, at: new Date().toISOString() },
              }).catch((error: Error) => toast.show({ title: error.message, severity: 'error' }))
            }
          >
            {FMS_STATUS[action] !== undefined && (
              <span className="tabular-nums">{FMS_STATUS[action]}</span>
            )}
            {labels.status[action]}
          </Button>
        );
    }
  };

  const buttons = transport.actions
    .map((action) => [action, button(action)] as const)
    .filter(([, node]) => node != null)
    .map(([action, node]) => <Fragment key={action}>{node}</Fragment>);
  if (buttons.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t`Aktionen`}>
      {buttons}
      {dialog && (
        <ActionDialog
          kind={dialog}
          title={dialogs[dialog].title}
          description={dialogs[dialog].description}
          confirmLabel={dialogs[dialog].confirm}
          outboundAt={outbound.data && (outbound.data.appointmentAt ?? outbound.data.pickupAt)}
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          onSend={send}
        />
      )}
    </div>
  );
}
