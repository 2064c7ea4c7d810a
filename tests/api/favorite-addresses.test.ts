/** /v1/favorite-addresses: round trips, rules, search, sort and pagination (PRODUCT.md §3, §7). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/contract/common';
import type { FavoriteAddress } from '../../src/contract/favorite-address';
import type { ApiClient } from './support/client';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { favoriteAddressInput } from './support/master-data';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  ({ client } = await signedInUser(harness));
});
afterAll(() => harness.close());

async function create(overrides: Parameters<typeof favoriteAddressInput>[0] = {}) {
  const response = await client.post<FavoriteAddress>(
    '/v1/favorite-addresses',
    favoriteAddressInput(overrides),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('favorite addresses: round trip', () => {
  it('creates, reads, updates and deletes, answering exactly the contract shape', async () => {
    const created = await create();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Dialysezentrum Mitte',
      street: 'Chausseestraße',
      houseNumber: '45',
      floor: 'EG',
      city: 'Berlin',
      zipCode: '10115',
      country: 'DE',
      note: 'Anmeldung links',
      version: 1,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: created.createdAt,
    });
    expect((await client.get(`/v1/favorite-addresses/${created.id}`)).body).toEqual(created);

    harness.clock.advance(30);
    const updated = await client.put<FavoriteAddress>(`/v1/favorite-addresses/${created.id}`, {
      ...favoriteAddressInput({ name: 'Dialyse Mitte (neu)', floor: null, note: '' }),
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Dialyse Mitte (neu)',
      floor: null,
      note: null,
      version: 2,
      createdAt: created.createdAt,
    });
    expect(updated.body.updatedAt > created.updatedAt).toBe(true);

    expect((await client.delete(`/v1/favorite-addresses/${created.id}`)).status).toBe(204);
    expect((await client.get(`/v1/favorite-addresses/${created.id}`)).status).toBe(404);
  });

  it('defaults the country to DE and takes foreign postcodes abroad', async () => {
    const { country: _country, ...withoutCountry } = favoriteAddressInput();
    const german = await client.post('/v1/favorite-addresses', withoutCountry);
    expect(german.body.country).toBe('DE');
    const swiss = await create({ country: 'ch', zipCode: '8001', city: 'Zürich' });
    expect(swiss).toMatchObject({ country: 'CH', zipCode: '8001' });
  });

  it('refuses a stale version with 409 and the stored record', async () => {
    const created = await create();
    const first = await client.put(`/v1/favorite-addresses/${created.id}`, {
      ...created,
      name: 'Erste Änderung',
    });
    const stale = await client.put(`/v1/favorite-addresses/${created.id}`, {
      ...created,
      name: 'Zweite Änderung',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 1409, current: first.body });
  });

  it('handles client-generated ids: created under it, 409 when sent again', async () => {
    const id = randomUUID();
    const created = await create({ id });
    expect(created.id).toBe(id);
    const again = await client.post('/v1/favorite-addresses', favoriteAddressInput({ id }));
    expect(again.status).toBe(409);
    expect(again.body.current).toEqual(created);
  });

  it('refuses a body id that differs from the path', async () => {
    const created = await create();
    const response = await client.put(`/v1/favorite-addresses/${created.id}`, {
      ...created,
      id: randomUUID(),
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['id']);
  });

  it('answers 404 for non-UUID and unknown ids and 401/0 without a token', async () => {
    for (const id of ['abc', randomUUID()]) {
      expect((await client.get(`/v1/favorite-addresses/${id}`)).status).toBe(404);
      expect((await client.delete(`/v1/favorite-addresses/${id}`)).status).toBe(404);
    }
    const anonymous = await client.get('/v1/favorite-addresses', { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(0);
    const write = await client.post('/v1/favorite-addresses', favoriteAddressInput(), {
      token: null,
    });
    expect(write.status).toBe(401);
  });
});

describe('favorite addresses: rules', () => {
  async function errorsOf(body: unknown, language: 'de' | 'en' = 'de') {
    const response = await client.post('/v1/favorite-addresses', body, {
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(422);
    return response.body.errors as Record<string, string[]>;
  }

  it('names every missing field', async () => {
    expect(Object.keys(await errorsOf({})).sort()).toEqual(
      ['city', 'houseNumber', 'name', 'street', 'zipCode'].sort(),
    );
  });

  it('requires five-digit German postcodes, in German and English', async () => {
    expect((await errorsOf(favoriteAddressInput({ zipCode: '1234' }))).zipCode).toEqual([
      'Deutsche Postleitzahlen haben 5 Ziffern.',
    ]);
    expect((await errorsOf(favoriteAddressInput({ zipCode: '1O115' }), 'en')).zipCode).toEqual([
      'German postcodes have 5 digits.',
    ]);
    expect(
      (await errorsOf(favoriteAddressInput({ country: 'FR', zipCode: '!' }), 'en')).zipCode,
    ).toEqual(['Please enter a valid postcode.']);
  });

  it('limits lengths', async () => {
    const errors = await errorsOf(
      favoriteAddressInput({
        name: 'n'.repeat(151),
        street: 's'.repeat(101),
        houseNumber: '1'.repeat(11),
        floor: 'f'.repeat(31),
        note: 'x'.repeat(501),
      }),
      'en',
    );
    expect(errors).toEqual({
      name: ['At most 150 characters.'],
      street: ['At most 100 characters.'],
      houseNumber: ['At most 10 characters.'],
      floor: ['At most 30 characters.'],
      note: ['At most 500 characters.'],
    });
  });

  it('never answers junk with a 500', async () => {
    for (const body of [
      null,
      [],
      'x',
      1,
      { name: {} },
      { ...favoriteAddressInput(), country: 7 },
    ]) {
      expect((await client.post('/v1/favorite-addresses', body)).status).toBeLessThan(500);
    }
    for (const query of ['page=-1', 'per_page=1000', 'sort=street', 'sort=']) {
      const response = await client.get(`/v1/favorite-addresses?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe(1400);
    }
  });
});

describe('favorite addresses: list', () => {
  let searcher: ApiClient;
  const PLACES = [
    ['Dialysezentrum Mitte', 'Chausseestraße', 'Berlin', '10115'],
    ['Radiologie am Ku’damm', 'Kurfürstendamm', 'Berlin', '10719'],
    ['Reha-Klinik Seeblick', 'Seestraße', 'Potsdam', '14467'],
    ['Ärztehaus Spandau', 'Carl-Schurz-Straße', 'Berlin', '13597'],
    ['Charité Campus Mitte', 'Charitéplatz', 'Berlin', '10117'],
    ['Onkologische Praxis 100%', 'Schönhauser Allee', 'Berlin', '10437'],
  ] as const;

  const names = (page: Page<FavoriteAddress>) => page.data.map((a) => a.name);
  const list = async (query: string) => {
    const response = await searcher.get<Page<FavoriteAddress>>(`/v1/favorite-addresses?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    ({ client: searcher } = await signedInUser(harness));
    for (const [name, street, city, zipCode] of PLACES) {
      harness.clock.advance(1);
      const response = await searcher.post(
        '/v1/favorite-addresses',
        favoriteAddressInput({ name, street, city, zipCode }),
      );
      expect(response.status).toBe(201);
    }
  });

  it('sorts by name by default, umlauts as their base letter', async () => {
    expect(names(await list(''))).toEqual([
      'Ärztehaus Spandau',
      'Charité Campus Mitte',
      'Dialysezentrum Mitte',
      'Onkologische Praxis 100%',
      'Radiologie am Ku’damm',
      'Reha-Klinik Seeblick',
    ]);
  });

  it('sorts by city, postcode and time, both ways', async () => {
    expect(names(await list('sort=-city'))[0]).toBe('Reha-Klinik Seeblick');
    expect((await list('sort=zipCode')).data.map((a) => a.zipCode)).toEqual([
      '10115',
      '10117',
      '10437',
      '10719',
      '13597',
      '14467',
    ]);
    expect(names(await list('sort=-createdAt'))[0]).toBe('Onkologische Praxis 100%');
    expect(names(await list('sort=updatedAt'))[0]).toBe('Dialysezentrum Mitte');
  });

  it('finds words anywhere in name, street or city, and postcodes by their beginning', async () => {
    expect(names(await list('search=mitte'))).toEqual([
      'Charité Campus Mitte',
      'Dialysezentrum Mitte',
    ]);
    expect(names(await list('search=dialyse%20mitte'))).toEqual(['Dialysezentrum Mitte']);
    expect(names(await list('search=kurfurstendamm'))).toEqual(['Radiologie am Ku’damm']);
    expect(names(await list('search=potsdam'))).toEqual(['Reha-Klinik Seeblick']);
    expect(names(await list('search=1011'))).toEqual([
      'Charité Campus Mitte',
      'Dialysezentrum Mitte',
    ]);
    expect(names(await list(`search=${encodeURIComponent('ärzte')}`))).toEqual([
      'Ärztehaus Spandau',
    ]);
    expect(names(await list('search=charite'))).toEqual(['Charité Campus Mitte']);
    expect(names(await list('search=100%25'))).toEqual(['Onkologische Praxis 100%']);
    expect((await list('search=%25')).total_rows).toBe(1);
    expect((await list('search=_')).total_rows).toBe(0);
  });

  it('pages with the total on every page', async () => {
    const first = await list('per_page=4');
    const second = await list('per_page=4&page=2');
    expect(first.total_rows).toBe(PLACES.length);
    expect(second.total_rows).toBe(PLACES.length);
    expect([...names(first), ...names(second)]).toHaveLength(PLACES.length);
    expect(new Set([...names(first), ...names(second)]).size).toBe(PLACES.length);
    expect(await list('per_page=4&page=3')).toEqual({ data: [], total_rows: PLACES.length });
  });
});
