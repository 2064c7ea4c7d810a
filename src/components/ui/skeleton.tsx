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
