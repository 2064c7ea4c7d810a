import { Trans } from '@lingui/react/macro';
import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * A chart with its title, one sentence on what it shows, and the same numbers as a table one
 * press away — for anyone who would rather read than look, and for screen readers beyond the
 * image's own summary.
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
  legend,
}: {
  title: ReactNode;
  description: ReactNode;
  /** The drawing: one image whose accessible name says what it shows. */
  chart: ReactNode;
  table: ReactNode;
  legend?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-2 px-4 pt-4 sm:px-5">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        <Button variant="ghost" size="sm" onPress={() => setAsTable((shown) => !shown)}>
          {asTable ? (
            <BarChart3 aria-hidden className="size-4" />
          ) : (
            <Table2 aria-hidden className="size-4" />
          )}
          {asTable ? <Trans>Als Diagramm</Trans> : <Trans>Als Tabelle</Trans>}
        </Button>
      </div>
      <div className="p-4 sm:px-5">
        {asTable ? (
          table
        ) : (
          <>
            {chart}
            {legend}
          </>
        )}
      </div>
    </Card>
  );
}
