import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { List } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { dayTitle } from '../calendar-day-title';

/**
 * Said above the calendar when the period holds more transports than one page: how many are
 * shown and up to which day they are complete, and the list, which pages through all of them.
 */
export function TooManyNotice({
  shown,
  total,
  cut,
  range,
}: {
  shown: number;
  total: number;
  cut: string;
  range: { from: string; to: string };
}) {
  const cutDay = dayTitle(cut, 'dd DD/MM');
  return (
    <Alert
      variant="warning"
      title={<Trans>Es gibt mehr Transporte als angezeigt — Zeitraum verkleinern.</Trans>}
      action={
        <Link
          to="/"
          search={{ period: 'range', from: range.from, to: range.to }}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <List aria-hidden className="size-4" />
          <Trans>Alle in der Liste</Trans>
        </Link>
      }
    >
      <Trans>
        Gezeigt werden die ersten {shown} von {total}; ab {cutDay} fehlen welche.
      </Trans>
    </Alert>
  );
}
