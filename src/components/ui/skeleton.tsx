import { cx } from './styles';

/** A grey placeholder block while content loads; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'h-4 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800',
        className,
      )}
    />
  );
}

/** A few lines of placeholder text; the last one is shorter, like a paragraph's. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full'} />
      ))}
    </div>
  );
}

/**
 * A thin moving bar along the top edge of its (relative) container while shown content is being
 * refreshed: it says "newer data is on its way" without dimming the rows, which stay readable
 * at full contrast and are the data until the new answer replaces them.
 */
export function LoadingBar() {
  // Sticky and of no height: it stays in view over a scrolled table and shifts nothing.
  return (
    <div aria-hidden="true" className="pointer-events-none sticky top-0 z-20 h-0">
      <div className="absolute inset-x-0 top-0 h-0.5 overflow-hidden rounded-full">
        <div className="h-full w-1/3 animate-loading-bar bg-brand-600 motion-reduce:w-full motion-reduce:animate-pulse dark:bg-brand-400" />
      </div>
    </div>
  );
}
