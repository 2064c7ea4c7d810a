/**
 * How every background job runs: on every instance, every `everyMs`, and once `firstAfterMs`
 * after the start if given (an instance started late need not wait a whole interval). A run's
 * failure is logged and the next run tries again; the timers never keep the process alive.
 * Returns the stop.
 */
import type { Logger } from '../logger';

export function repeat(
  log: Logger,
  name: string,
  work: () => Promise<unknown>,
  { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs?: number },
): () => void {
  const run = () => work().catch((error) => log.error(`[${name}] run failed`, error));
  const first = firstAfterMs === undefined ? undefined : setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first?.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
