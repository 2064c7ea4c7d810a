import { useLingui } from '@lingui/react/macro';
import { toast } from '@/components/ui/toast';
import type { BoardTransport } from '@/contract/dispatch';
import { fitProblemText } from '@/contract/vehicle-fit';
import { isApiError } from '@/lib/api-error';
import { useHandOver } from '../api/board';
import type { VehicleRow } from '../board-layout';
import { dropPreview } from '../board-layout';

/**
 * The one way the board hands a transport to a vehicle, by drag or by menu: a vehicle that breaks
 * a hard rule is refused here with the reasons (the server would refuse it too, 422); otherwise
 * the server's hand-over, whose refusal (the board was stale) is said the same way.
 */
export function useAssign(day: string) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  const handOver = useHandOver(day);
  const refuse = (transport: BoardTransport, reasons: string[]) =>
    toast.show({
      title: t`${transport.number} passt nicht in dieses Fahrzeug`,
      message: reasons.join(' '),
      severity: 'error',
    });

  return (transport: BoardTransport, row: VehicleRow | null) => {
    if (row) {
      const { problems, withoutCrew } = dropPreview(row, transport);
      if (problems.length > 0) {
        return refuse(
          transport,
          problems.map((problem) => fitProblemText(problem, language)),
        );
      }
      if (withoutCrew) {
        return refuse(transport, [t`Diesem Fahrzeug ist an diesem Tag keine Besatzung zugeteilt.`]);
      }
    }
    handOver.mutate(
      { transportId: transport.id, vehicleId: row?.vehicle.id ?? null },
      {
        onSuccess: () =>
          toast.show({
            title: row
              ? t`${transport.number} an ${row.vehicle.callSign} übergeben`
              : t`${transport.number} zurück in der Ablage`,
            severity: 'success',
          }),
        onError: (error) =>
          refuse(
            transport,
            isApiError(error) ? Object.values(error.fieldErrors).flat() : [String(error)],
          ),
      },
    );
  };
}
