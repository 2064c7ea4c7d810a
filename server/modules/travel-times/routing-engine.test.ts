/**
 * The road router (decision 123) against a stand-in OSRM server on a local port: the request it
 * sends (longitude first, two points only), the route it reads, and the embedded estimate taking
 * over whenever the router fails, so an arrival time never waits on it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/support/test-database';
import type { Database } from '../../db/client';
import { osrmEngine, useRoutingEngine } from './routing-engine';
import { estimateTravel } from './travel-time-service';

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let answer: Answer = () => undefined;
const asked: string[] = [];
let baseUrl: string;
let database: Database;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  database = await openTestDatabase();
  // The places' dataset is read once, under the hook's bound (travel-time-service.test.ts).
  await estimateTravel(database.db, berlin, potsdam);
}, 180_000);
afterEach(() => {
  useRoutingEngine(undefined);
  asked.length = 0;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const berlin = { zipCode: '10115', city: 'Berlin', country: 'DE' };
const potsdam = { zipCode: '91467', city: 'Potsdam', country: 'DE' };
const json =
  (body: unknown, status = 200): Answer =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
const route = { code: 'Ok', routes: [{ duration: 2_130, distance: 35_420 }] };

describe('an OSRM-compatible router', () => {
  it('is asked for the driving route between two points, longitude first, and read', async () => {
    answer = json(route);
    const engine = osrmEngine(baseUrl);
    expect(await engine({ lat: 52.52, lon: 13.405 }, { lat: 52.39886, lon: 13.06566 })).toEqual({
      minutes: 35.5,
      km: 35.42,
    });
    expect(asked).toEqual([
      '/route/v1/driving/13.405000,52.520000;13.065660,52.398860?overview=false&steps=false',
    ]);
  });

  it('gives no answer for an error, no route, a wrong body or silence beyond its bound', async () => {
    const engine = osrmEngine(baseUrl, 300);
    const from = { lat: 52.52, lon: 13.405 };
    const to = { lat: 52.39886, lon: 13.06566 };
    for (const failing of [
      json({ code: 'InvalidQuery' }, 400),
      json({ code: 'NoRoute', routes: [] }),
      json({ code: 'Ok', routes: [{ duration: 'soon' }] }),
      ((_request, response) => response.end('<html>')) as Answer,
      (() => undefined) as Answer, // never answers
    ]) {
      answer = failing;
      expect(await engine(from, to)).toBeUndefined();
    }
  });
});

describe('the estimate with a router configured', () => {
  it("takes the router's driving time, and keeps the straight-line distance for calibration", async () => {
    answer = json(route);
    useRoutingEngine(osrmEngine(baseUrl));
    expect(await estimateTravel(database.db, berlin, potsdam)).toEqual({
      minutes: 36,
      km: 27.2,
      area: 'urban',
      calibratedBy: 0,
    });
  });

  it('falls back to the embedded estimate when the router fails', async () => {
    answer = json({ code: 'NoRoute' });
    useRoutingEngine(osrmEngine(baseUrl));
    // 27.2 km × 1.3 ÷ 22 km/h, rounded up (decision 100).
    expect((await estimateTravel(database.db, berlin, potsdam))?.minutes).toBe(97);
  });
});
