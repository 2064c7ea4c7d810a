import { Trans, useLingui } from '@lingui/react/macro';
import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { useNavigate } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { Transport } from '@/contract/transport-answer';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useRepublishTransport } from '../api/republish-transport';
import { instantOf, localTime } from '../order-form-values';

const QUARTER = 15 * 60_000;

/** Two hours from now on the next quarter hour, in Germany: a time a company can still make. */
function suggestedPickup(): CalendarDateTime {
  const at = Math.ceil((Date.now() + 2 * 60 * 60_000) / QUARTER) * QUARTER;
  return parseDateTime(localTime(new Date(at).toISOString()));
}

/**
 * An expired transport nobody took: one tap puts it on the marketplace again as a new transport
 * with the time chosen here (decision 042); the view then shows the new one.
 */
export function RepublishPanel({ transport }: { transport: Transport }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const republish = useRepublishTransport(transport.id);
  const [pickup, setPickup] = useState<CalendarDateTime | null>(suggestedPickup);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const pickupAt = pickup ? instantOf(pickup.toString().slice(0, 16)) : undefined;
    if (!pickupAt) {
      setError(t`Bitte eine neue Abholzeit angeben.`);
      return;
    }
    setError(null);
    try {
      const copy = await republish.mutateAsync({ pickupAt });
      toast.show({ title: t`Erneut ausgeschrieben als ${copy.number}`, severity: 'success' });
      await navigate({ to: '/transport/view/$id', params: { id: copy.id } });
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldErrors.pickupAt?.[0] ?? failure.message)
          : t`Das hat nicht geklappt. Bitte versuchen Sie es erneut.`,
      );
    }
  };

  const again = t`Schreiben Sie ihn mit einer neuen Abholzeit erneut aus: alle Angaben bleiben, er erhält eine neue Nummer.`;
  return (
    <Card className="border-amber-300 dark:border-amber-700">
      <CardHeader
        title={t`Niemand hat den Transport angenommen`}
        description={
          transport.returnTransportId
            ? `${again} ${t`Eine Rückfahrt, die noch kein Unternehmen übernommen hat, geht mit: im selben Abstand zur neuen Abholzeit, auf Abruf bleibt auf Abruf.`}`
            : again
        }
      />
      <CardBody>
        <Form
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DateField<CalendarDateTime>
            label={t`Neue Abholzeit`}
            isRequired
            granularity="minute"
            hourCycle={24}
            hideTimeZone
            value={pickup}
            onChange={setPickup}
            // The field marks it; the suggested time it replaced must not be sent in its place.
            onImpossibleDate={() => setPickup(null)}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
            className="sm:w-64"
          />
          <Button type="submit" isPending={republish.isPending} className="sm:mt-6">
            <RotateCcw aria-hidden className="size-4" />
            <Trans>Erneut ausschreiben</Trans>
          </Button>
        </Form>
      </CardBody>
    </Card>
  );
}
