/**
 * The month-end job (PRODUCT.md §6; decision 031): once a month has ended in Germany, every
 * transport company with billable transports in it gets its statement and its invoices to
 * medical organisations. It runs hourly on every instance; each issuer's month is issued under
 * that issuer's advisory lock after checking it is not yet issued (and a unique index stands
 * behind that), so two instances never issue a document twice or use a number twice.
 */
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { issueMonthEnd } from '../modules/billing';

const EVERY_MS = 60 * 60_000;

export function scheduleMonthEndInvoices(db: Db, log: Logger, now: () => Date): () => void {
  const run = () =>
    issueMonthEnd(db, now())
      .then((issued) => {
        if (issued > 0) log.info('[invoices] month-end documents issued', { issued });
      })
      .catch((error) => log.error('[invoices] month-end run failed', error));
  // Also shortly after a start: an instance started after the month's end need not wait an hour.
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
