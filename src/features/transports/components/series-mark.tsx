import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';

const MARK =
  'inline-flex items-center gap-1 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-900/60 dark:text-violet-100';

/**
 * The small mark of a transport that is one date of a series. In the transport view it links to
 * the series; in lists and the calendar, whose rows are links themselves, it is the mark alone.
 */
export function SeriesMark({ seriesId, link }: { seriesId: string | null; link?: boolean }) {
  const { t } = useLingui();
  if (!seriesId) return null;
  const content = (
    <>
      <Repeat aria-hidden className="size-3" />
      {t`Serie`}
    </>
  );
  return link ? (
    <Link
      to="/transport/series/$id"
      params={{ id: seriesId }}
      className={`${MARK} hover:underline`}
    >
      {content}
    </Link>
  ) : (
    <span className={MARK}>{content}</span>
  );
}
