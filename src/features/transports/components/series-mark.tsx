import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';

/** The small mark of a transport that is one date of a series, linking to the series. */
export function SeriesMark({ seriesId }: { seriesId: string | null }) {
  const { t } = useLingui();
  if (!seriesId) return null;
  return (
    <Link
      to="/transport/series/$id"
      params={{ id: seriesId }}
      className="inline-flex items-center gap-1 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-900 hover:underline dark:bg-violet-900/50 dark:text-violet-100"
      aria-label={t`Teil einer Serie – Serie öffnen`}
      onClick={(event) => event.stopPropagation()}
    >
      <Repeat aria-hidden className="size-3" />
      {t`Serie`}
    </Link>
  );
}
