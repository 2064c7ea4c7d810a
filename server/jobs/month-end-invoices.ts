/**
 * The month-end job (PRODUCT.md §6; decision 031): once a month has ended in Germany, every
 * transport company with billable transports in it gets its statement and its invoices to
 * medical organisations. It runs hourly on every instance; each issuer's month is issued under
 * that issuer's advisory lock after checking it is not yet issued (and a unique index stands
 * behind that), so two instances never issue a document twice or use a number twice.
 */
import type { Db } from '../db/client';
import { openSystemRepository } from '../db/system-repository';
import type { Logger } from '../logger';
import { issueMonthEnd } from '../modules/billing';
import { repeat } from './repeat';

const EVERY_MS = 60 * 60_000;

export function scheduleMonthEndInvoices(
  db: Db,
  log: Logger,
  now: () => Date,
  firstAfterMs = 60_000,
): () => void {
  return repeat(
    log,
    'invoices',
    async () => {
      const issued = await issueMonthEnd(openSystemRepository(db, 'month-end-invoices'), now());
      if (issued > 0) log.info('[invoices] month-end documents issued', { issued });
    },
    // Also shortly after a start (INVOICES_FIRST_RUN_SECONDS, a minute by default): an instance
    // started after the month's end need not wait an hour.
    { everyMs: EVERY_MS, firstAfterMs },
  );
}
