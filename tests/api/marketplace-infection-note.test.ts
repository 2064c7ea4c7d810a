/**
 * The infection note before acceptance (PRODUCT.md §7): a company browsing the marketplace sees
 * the infection's type, never its free-text note — not in the list of transports, not in the
 * list of series, not for a series' single dates, and not by asking for the transport itself.
 * The company that accepts reads the note like the crew note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';
import { newSeries } from './support/series';
import { orgOf, serveArea, type Org } from './support/transport-parties';
import { hoursFrom, newTransport } from './support/transports';

const NOTE = 'Wunde am linken Unterschenkel, Abstrich positiv';
const CREW_NOTE = 'Bitte klingeln bei Pflegestützpunkt';

let harness: Harness;
let ward: Org;
let taker: Org;
let rival: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, taker, rival] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
  // A postcode of their own: on PostgreSQL other files' transports share the marketplace.
  await Promise.all([serveArea(harness, taker, ['030']), serveArea(harness, rival, ['030'])]);
});
afterAll(() => harness.close());

const start = {
  address: {
    street: 'Am Markt',
    houseNumber: '3',
    city: 'Cottbus',
    zipCode: '03046',
    country: 'DE' as const,
  },
};
const infected = { infection: { type: 'MRSA' as const, note: NOTE }, crewNote: CREW_NOTE };

async function expectNoNote(org: Org, path: string) {
  const page = await org.client.get(path);
  expect(page.status).toBe(200);
  const text = JSON.stringify(page.body);
  expect(text).not.toContain(NOTE);
  expect(text).not.toContain(CREW_NOTE);
  return page.body as { data: { id: string; infection: unknown; seriesId?: string | null }[] };
}

describe('the infection note on the marketplace', () => {
  it('shows a transport’s infection type only, and the note to the company that accepted', async () => {
    const transport = await newTransport(ward.client, harness.clock.now(), {
      ...infected,
      pickupAt: hoursFrom(harness.clock.now(), 30),
      start,
    });
    const page = await expectNoNote(rival, '/v1/marketplace?per_page=100&zipCode=03046');
    const item = page.data.find((entry) => entry.id === transport.id);
    expect(item?.infection).toEqual({ type: 'MRSA' });
    expect((await rival.client.get(`/v1/transports/${transport.id}`)).status).toBe(404);

    expect((await taker.client.post(`/v1/transports/${transport.id}/accept`, {})).status).toBe(200);
    const accepted = await taker.client.get(`/v1/transports/${transport.id}`);
    expect(accepted.body).toMatchObject({
      infection: { type: 'MRSA', note: NOTE },
      crewNote: CREW_NOTE,
    });
    // The rival still sees nothing of it.
    await expectNoNote(rival, '/v1/marketplace?per_page=100&zipCode=03046');
    expect((await rival.client.get(`/v1/transports/${transport.id}`)).status).toBe(404);
  });

  it('shows a series’ infection type only, on its card and on its single dates', async () => {
    const series = await newSeries(ward.client, '2026-12-07', { ...infected, start });
    const cards = await expectNoNote(rival, '/v1/marketplace/series?per_page=100&zipCode=03046');
    const card = cards.data.find((entry) => entry.id === series.id);
    expect(card?.infection).toEqual({ type: 'MRSA' });
    const dates = await expectNoNote(rival, '/v1/marketplace?per_page=100&zipCode=03046');
    const single = dates.data.filter((entry) => entry.seriesId === series.id);
    expect(single.length).toBeGreaterThan(0);
    for (const date of single) expect(date.infection).toEqual({ type: 'MRSA' });
    expect((await rival.client.get(`/v1/transport-series/${series.id}`)).status).toBe(404);

    expect((await taker.client.post(`/v1/transport-series/${series.id}/accept`, {})).status).toBe(
      200,
    );
    const accepted = await taker.client.get(`/v1/transport-series/${series.id}`);
    expect(accepted.body).toMatchObject({ infection: { type: 'MRSA', note: NOTE } });
  });
});
