/**
 * The road router, the production option beside the embedded estimate (decisions 100, 123): an
 * OSRM-compatible server's `route` service at ROUTING_URL gives the driving time between two
 * points. Only two coordinates leave the process — never an address, a name or a transport — and
 * only to the operator's own router: the crew's position must not reach anyone else (decision
 * 101), so ROUTING_URL names a self-hosted OSRM, never a public demo server.
 *
 * A router that does not answer within its bound, answers an error or finds no route gives no
 * answer, and the embedded estimate stands in: an arrival time never waits on it.
 */
import type { Coordinates } from '../../../src/contract/travel-time';

export type RoadRoute = { minutes: number; km: number };
export type RoutingEngine = (from: Coordinates, to: Coordinates) => Promise<RoadRoute | undefined>;

/** Long enough for a router on the same network, short enough for a request waiting on it. */
export const ROUTING_TIMEOUT_MS = 1_500;

type OsrmAnswer = { code?: string; routes?: { duration?: number; distance?: number }[] };

/** `GET {base}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=false` (OSRM's HTTP API v1). */
export function osrmEngine(baseUrl: string, timeoutMs = ROUTING_TIMEOUT_MS): RoutingEngine {
  const base = baseUrl.replace(/\/$/, '');
  return async (from, to) => {
    const points = [from, to].map(({ lat, lon }) => `${lon.toFixed(6)},${lat.toFixed(6)}`);
    try {
      const response = await fetch(
        `${base}/route/v1/driving/${points.join(';')}?overview=false&steps=false`,
        { signal: AbortSignal.timeout(timeoutMs) },
      );
      if (!response.ok) return undefined;
      const answer = (await response.json()) as OsrmAnswer;
      const route = answer.code === 'Ok' ? answer.routes?.[0] : undefined;
      if (typeof route?.duration !== 'number' || typeof route.distance !== 'number') {
        return undefined;
      }
      return { minutes: route.duration / 60, km: route.distance / 1000 };
    } catch {
      // Refused, timed out or not JSON: the embedded estimate answers instead.
      return undefined;
    }
  };
}

/**
 * The process's router, set once at start from ROUTING_URL (server/index.ts); none by default.
 * A process setting like the places' dataset, not a tenant's: every estimate of the process uses it.
 */
let engine: RoutingEngine | undefined;

export function useRoutingEngine(next: RoutingEngine | undefined): void {
  engine = next;
}

export const routingEngine = (): RoutingEngine | undefined => engine;
