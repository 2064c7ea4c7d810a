/** The route table's entries of series transports (decision 041). */
import { MarketplaceSeriesQuery, SeriesListQuery } from '../../../src/contract/marketplace-query';
import { todayInGermany } from '../../../src/contract/dates';
import {
  SeriesCancelInput,
  seriesCreate,
  seriesUpdate,
} from '../../../src/contract/transport-series';
import type { RouteKey } from './app-routes';
import type { Party } from './parties';
import { created, USERS, type RouteEntry, type StoredRecord, type Who } from './route-calls';
import { seriesInput } from './series';
import { newPatient } from './transports';

const COMPANIES: Who = { types: ['T'] };

/** A valid series of the party from today, its words in the crew note. */
async function seriesOf(party: Party) {
  const patientId = await newPatient(party.client, { lastName: party.mark() });
  return seriesInput(patientId, todayInGermany(), { crewNote: party.mark() });
}

/** A series of the owner's: a ward's is on the marketplace, a company's own is its own. */
const ownSeries = async (owner: Party) =>
  created(owner, '/v1/transport-series', await seriesOf(owner));

const patientIdOf = (record: StoredRecord | undefined) =>
  (record as StoredRecord & { patientId: string }).patientId;

export const seriesRoutes: Record<RouteKey, RouteEntry> = {
  'GET /v1/transport-series': {
    who: USERS,
    ok: 200,
    call: () => ({ path: '/v1/transport-series?per_page=100' }),
    query: SeriesListQuery,
  },
  'POST /v1/transport-series': {
    who: USERS,
    ok: 201,
    call: async ({ caller }) => ({ body: await seriesOf(caller) }),
    input: seriesCreate(new Date()),
  },
  'GET /v1/transport-series/:id': { who: USERS, ok: 200, record: ownSeries },
  'PUT /v1/transport-series/:id': {
    who: USERS,
    ok: 200,
    record: ownSeries,
    call: ({ caller, record }) => ({
      body: {
        ...seriesInput(patientIdOf(record), todayInGermany(), { crewNote: caller.mark() }),
        version: record!.version,
      },
    }),
    input: seriesUpdate(new Date()),
  },
  // A company's own series is its own from the start: accepting it again is 409/1410. Another
  // company never saw it on the marketplace, so for it the id is unknown (404).
  'POST /v1/transport-series/:id/accept': {
    who: COMPANIES,
    ok: 409,
    record: ownSeries,
    input: 'no body',
  },
  'POST /v1/transport-series/:id/cancel': {
    who: USERS,
    ok: 200,
    record: ownSeries,
    // From a named day: the fuzzing then breaks it too (issue 23 §3: year 0000 was a 500).
    call: () => ({ body: { reason: 'Therapie beendet', fromDate: todayInGermany() } }),
    input: SeriesCancelInput,
  },
  // As for the transports' marketplace: a postcode none of the matrix's series starts in.
  'GET /v1/marketplace/series': {
    who: COMPANIES,
    ok: 200,
    call: () => ({ path: '/v1/marketplace/series?per_page=100&zipCode=99' }),
    query: MarketplaceSeriesQuery,
  },
};
