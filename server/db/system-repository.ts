/**
 * The one door through the tenant wall (decision 091, after Medplum's `getSystemRepo()`). A
 * request reads and writes organisation data through its caller's data scope (db/scope); work
 * that is nobody's request and spans every organisation opens this instead, and says which work
 * it is. Searching for `openSystemRepository` finds every place the wall is opened and why: the
 * jobs below, each started by server/index.ts. The marketplace is not such a place: a company
 * sees other organisations' open transports through a policy of its own scope.
 */
import type { Db } from './client';

export const SYSTEM_WORK = {
  /** Escalates and expires open transports nobody takes, in every organisation. */
  'transport-ladder': 'the escalation ladder and the expiry of open transports',
  /** Creates every active series' transports ahead, whichever organisation ordered them. */
  'series-ahead': 'the series’ transports created ahead',
  /** Issues every company's documents of the month that has ended. */
  'month-end-invoices': 'the month-end invoices of every company',
  /** Tells the two organisations of a transport on its way that its arrival time moved. */
  'arrival-refresh': 'the screens that show a transport’s arrival time, refreshed',
  /** Tells the two organisations of a taken transport nobody set off for that it is late. */
  'late-departures': 'taken transports nobody set off for, told once as late',
} as const;

export type SystemWork = keyof typeof SYSTEM_WORK;

export type SystemRepository = {
  /** Which work opened the door (for a reader and for the logs: never a tenant's data). */
  readonly work: SystemWork;
  /** The process's handle, across organisations. */
  readonly handle: Db;
};

export const openSystemRepository = (handle: Db, work: SystemWork): SystemRepository => ({
  work,
  handle,
});
