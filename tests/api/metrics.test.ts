/**
 * GET /metrics (docs/decisions/028): off by default, behind a bearer token on the app's port, or
 * without one on a port of 127.0.0.1; route patterns, never ids, in its labels.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { serveLocalMetrics } from '../../server/metrics/routes';
import { ApiClient, registration } from './support/client';
import { startHarness } from './support/harness';

const TOKEN = randomUUID();
const withMetrics = await startHarness({ metricsToken: TOKEN });
const withoutMetrics = await startHarness({ database: withMetrics.database });
afterAll(async () => {
  await withoutMetrics.close();
  await withMetrics.close();
});

const scrape = (token: string | null) =>
  new ApiClient(withMetrics).get<string>('/metrics', { token });

/** The value of one series in the text format, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const NAMES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'db_pool_connections',
  'db_pool_acquire_wait_seconds',
  'db_timeouts_total',
  'events_outbox_backlog',
  'events_outbox_oldest_age_seconds',
  'events_dispatcher_failures_total',
  'realtime_connections',
  'realtime_messages_total',
  'push_deliveries_total',
  'mail_deliveries_total',
  'process_cpu_user_seconds_total',
  'nodejs_eventloop_lag_seconds',
];

describe('GET /metrics', () => {
  it('is a 404 when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const response = await new ApiClient(withoutMetrics).get('/metrics', { token: null });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(1404);
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const token of [null, 'wrong-token-of-some-length', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const response = await scrape(token);
      expect(response.status, String(token)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.body).toEqual({ code: 0, message: 'Bitte melden Sie sich an.' });
    }
  });

  it('answers the right token in the Prometheus text format with every metric', async () => {
    const response = await scrape(TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of NAMES) expect(response.body).toContain(`# TYPE ${name} `);
    expect(response.body).toContain('db_pool_connections{state="total"}');
    expect(response.body).toContain('events_outbox_backlog{state="pending"}');
  });

  it('counts a request under its route pattern and status, never the id in its path', async () => {
    const id = randomUUID();
    const series = 'http_requests_total{method="GET",route="/v1/patients/:id",status="401"}';
    const before = valueOf((await scrape(TOKEN)).body, series);
    const anonymous = new ApiClient(withMetrics);
    expect((await anonymous.get(`/v1/patients/${id}`, { token: null })).status).toBe(401);
    expect((await anonymous.get(`/v1/patients/${randomUUID()}`, { token: null })).status).toBe(401);
    const after = (await scrape(TOKEN)).body;
    expect(valueOf(after, series)).toBe(before + 2);
    expect(after).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/v1\/patients\/:id",status="401"\} \d+/m,
    );
    expect(after).not.toContain(id);
  });

  it('counts the outbox: an event not yet delivered is in the backlog', async () => {
    const before = valueOf(
      (await scrape(TOKEN)).body,
      'events_outbox_backlog{state="undispatched"}',
    );
    await withMetrics.events.stop();
    await withoutMetrics.events.stop();
    const registered = await new ApiClient(withMetrics).post(
      '/v1/auth/register',
      registration('medical_facility'),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const text = (await scrape(TOKEN)).body;
    expect(valueOf(text, 'events_outbox_backlog{state="undispatched"}')).toBeGreaterThan(before);
    expect(valueOf(text, 'events_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    await withMetrics.events.start();
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on 127.0.0.1 only', async () => {
    const server = await serveLocalMetrics(withMetrics.ctx, 0);
    try {
      const address = server.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^http_requests_total/m);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
