import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Transport } from '@/contract/transport-answer';
import type { TransportAction } from '@/contract/transport-lifecycle';
import { Select, SelectItem } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useAssignCrew } from '../api/assign-crew';
import { crewsQueryOptions } from '../api/list-crews';

const NO_CREW = 'none';

/** Which crew carries the transport out; choosing one hands it over at once. */
export function CrewSelect({
  transport,
  compact = false,
}: {
  transport: Transport;
  /** Without a visible label, for the transport view's row of actions. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const crews = useQuery(crewsQueryOptions());
  const assign = useAssignCrew();
  const mayAssign = transport.actions.includes('assignCrew');
  const items = [
    { id: NO_CREW, name: t`Keine Besatzung` },
    ...(crews.data?.data ?? []),
    // The current crew stays choosable while the list loads (or if it is gone from the list).
    ...(transport.crew && !crews.data?.data.some((crew) => crew.id === transport.crew?.id)
      ? [transport.crew]
      : []),
  ];
  return (
    <Select
      label={compact ? undefined : t`Besatzung`}
      aria-label={compact ? t`Besatzung` : undefined}
      className="sm:w-56"
      items={items}
      isDisabled={!mayAssign || assign.isPending}
      selectedKey={transport.crew?.id ?? NO_CREW}
      onSelectionChange={(key) => {
        const teamId = key === NO_CREW ? null : String(key);
        if (teamId === (transport.crew?.id ?? null)) return;
        assign.mutate(
          { id: transport.id, teamId },
          {
            onSuccess: (saved) =>
              toast.show({
                title: saved.crew
                  ? t`${saved.number} an ${saved.crew.name} übergeben`
                  : t`${saved.number} ohne Besatzung`,
                severity: 'success',
              }),
            onError: (error) =>
              toast.show({
                title: t`Besatzung nicht geändert`,
                message: isApiError(error)
                  ? error.message
                  : t`Keine Verbindung zum Server. Bitte versuchen Sie es erneut.`,
                severity: 'error',
              }),
          },
        );
      }}
    >
      {(crew) => <SelectItem id={crew.id}>{crew.name}</SelectItem>}
    </Select>
  );
}

/** For the transport view's action bar: the assigned company hands the transport to a crew. */
export function renderDispatchAction(action: TransportAction, transport: Transport): ReactNode {
  return action === 'assignCrew' ? (
    <CrewSelect key={action} transport={transport} compact />
  ) : undefined;
}
