/**
 * The process's metrics (prom-client), in one registry of its own: what an operator's Prometheus
 * scrapes from GET /metrics (metrics/routes.ts). Counters and histograms are updated where things
 * happen; the gauges of the database and the outbox are read when scraped (metrics/scrape.ts).
 *
 * One registry per process, as prom-client intends: an instance is one process, and the code
 * that counts (the pool, the dispatcher, the sockets) should not need a handle passed down.
 * Labels hold route patterns, statuses and fixed words only — never ids or data.
 */
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const registers = [registry];
/** Seconds; from a fast read to the handler timeouts of a slow one. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to its answer, by route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const dbConnections = new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database connections: total, idle, and requests waiting for one (PGlite: its one connection and its line)',
  labelNames: ['state'] as const,
  registers,
});

export const dbAcquireWait = new client.Histogram({
  name: 'db_pool_acquire_wait_seconds',
  help: 'Time a query waited for a database connection (PGlite: for its turn on the one connection)',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 3],
  registers,
});

export const dbTimeouts = new client.Counter({
  name: 'db_timeouts_total',
  help: 'Database waits cut by a bound: acquire (no connection free in time), statement (statement_timeout), read (no answer)',
  labelNames: ['kind'] as const,
  registers,
});

export const outboxBacklog = new client.Gauge({
  name: 'events_outbox_backlog',
  help: 'Domain events not yet fanned out (undispatched) and deliveries still to run (pending) or given up (failed)',
  labelNames: ['state'] as const,
  registers,
});

export const outboxOldestAge = new client.Gauge({
  name: 'events_outbox_oldest_age_seconds',
  help: 'Age of the oldest event not yet delivered to every handler (0 when none)',
  registers,
});

export const dispatcherFailures = new client.Counter({
  name: 'events_dispatcher_failures_total',
  help: 'Failed attempts of event handlers, by handler; given_up when it was the last attempt',
  labelNames: ['handler', 'given_up'] as const,
  registers,
});

export const realtimeConnections = new client.Gauge({
  name: 'realtime_connections',
  help: 'Open Pusher-protocol sockets on this instance',
  registers,
});

export const realtimeMessages = new client.Counter({
  name: 'realtime_messages_total',
  help: 'Pusher-protocol frames received from and sent to sockets',
  labelNames: ['direction'] as const,
  registers,
});

export const pushDeliveries = new client.Counter({
  name: 'push_deliveries_total',
  help: 'Web Push messages to devices: sent, gone (subscription removed) or failed',
  labelNames: ['result'] as const,
  registers,
});

export const mailDeliveries = new client.Counter({
  name: 'mail_deliveries_total',
  help: 'Mails handed to SMTP or written to the outbox, and those that failed',
  labelNames: ['result'] as const,
  registers,
});
