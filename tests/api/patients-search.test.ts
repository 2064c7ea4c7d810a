/** /v1/patients list: search, sort and pagination, identical on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/contract/common';
import { kvnrCheckDigit } from '../../src/contract/kvnr';
import type { Patient } from '../../src/contract/patient';
import type { ApiClient } from './support/client';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { patientInput } from './support/master-data';

let harness: Harness;
let client: ApiClient;

const kvnr = (firstNine: string) => `${firstNine}${kvnrCheckDigit(firstNine)}`;

/** [firstName, lastName, birthday, insurance number, city] */
const PEOPLE: [string, string, string, string | null, string][] = [
  ['Anna', 'Meier', '1941-05-17', kvnr('X11041167'), 'Berlin'],
  ['Karl', 'Meier', '1950-01-02', kvnr('A12345678'), 'Berlin'],
  ['Anneliese', 'Meiners', '1938-07-30', null, 'Potsdam'],
  ['Jürgen', 'Müller', '1945-03-03', kvnr('M98765432'), 'Berlin'],
  ['Emre', 'Özdemir', '1962-11-11', kvnr('O11111111'), 'Bernau bei Berlin'],
  ['Ute', 'Albrecht', '1939-09-09', null, 'Falkensee'],
  ['Marta', 'Großmann', '1944-04-04', null, 'Königs Wusterhausen'],
  ['Peter', 'Zander', '1955-05-05', kvnr('Z22222222'), 'Berlin'],
  ['Hanna', 'Böhm', '1948-08-08', null, 'Oranienburg'],
  ['Anna', 'Zimmermann', '1960-06-06', null, 'Berlin'],
];

const names = (page: Page<Patient>) => page.data.map((p) => `${p.firstName} ${p.lastName}`);

async function list(query: string): Promise<Page<Patient>> {
  const response = await client.get<Page<Patient>>(`/v1/patients?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

beforeAll(async () => {
  harness = await startHarness();
  ({ client } = await signedInUser(harness));
  for (const [firstName, lastName, birthday, healthInsuranceNumber, city] of PEOPLE) {
    harness.clock.advance(1);
    const response = await client.post('/v1/patients', {
      ...patientInput({ firstName, lastName, birthday, healthInsuranceNumber }),
      address: { ...patientInput().address!, city },
    });
    expect(response.status).toBe(201);
  }
  // Another organisation's namesakes must never show up.
  const { client: other } = await signedInUser(harness);
  await other.post('/v1/patients', patientInput({ firstName: 'Anna', lastName: 'Meier' }));
});
afterAll(() => harness.close());

describe('patients list: order', () => {
  it('sorts by last name, then first name, by default; umlauts as their base letter', async () => {
    const page = await list('');
    expect(page.total_rows).toBe(PEOPLE.length);
    expect(names(page)).toEqual([
      'Ute Albrecht',
      'Hanna Böhm',
      'Marta Großmann',
      'Anna Meier',
      'Karl Meier',
      'Anneliese Meiners',
      'Jürgen Müller',
      'Emre Özdemir',
      'Peter Zander',
      'Anna Zimmermann',
    ]);
  });

  it('sorts descending with a minus', async () => {
    expect(names(await list('sort=-lastName')).slice(0, 4)).toEqual([
      'Anna Zimmermann',
      'Peter Zander',
      'Emre Özdemir',
      'Jürgen Müller',
    ]);
  });

  it('sorts by first name, birthday, creation and update time', async () => {
    expect(names(await list('sort=firstName')).slice(0, 4)).toEqual([
      'Anna Meier',
      'Anna Zimmermann',
      'Anneliese Meiners',
      'Emre Özdemir',
    ]);
    expect((await list('sort=birthday')).data.map((p) => p.birthday).slice(0, 3)).toEqual([
      '1938-07-30',
      '1939-09-09',
      '1941-05-17',
    ]);
    expect((await list('sort=-birthday')).data[0]!.birthday).toBe('1962-11-11');
    expect(names(await list('sort=createdAt'))[0]).toBe('Anna Meier');
    expect(names(await list('sort=-createdAt'))[0]).toBe('Anna Zimmermann');

    const karl = (await list('search=karl')).data[0]!;
    harness.clock.advance(60);
    await client.put(`/v1/patients/${karl.id}`, { ...karl, note: 'neu' });
    expect(names(await list('sort=-updatedAt'))[0]).toBe('Karl Meier');
  });
});

describe('patients list: pagination', () => {
  it('pages through every record exactly once, with the total on every page', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await list(`per_page=3&page=${page}`);
      expect(result.total_rows).toBe(PEOPLE.length);
      expect(result.data.length).toBe(page < 4 ? 3 : 1);
      seen.push(...result.data.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(PEOPLE.length);
  });

  it('answers a page past the end with no rows and the total', async () => {
    const result = await list('per_page=5&page=7');
    expect(result).toEqual({ data: [], total_rows: PEOPLE.length });
  });

  it('defaults to 25 per page and accepts up to 100', async () => {
    expect((await list('per_page=100')).data).toHaveLength(PEOPLE.length);
    expect((await list('')).data).toHaveLength(PEOPLE.length);
  });

  it('counts the matches of a search, not the whole list', async () => {
    const result = await list('search=mei&per_page=1&page=2');
    expect(result.total_rows).toBe(3);
    expect(names(result)).toEqual(['Karl Meier']);
  });
});

describe('patients list: search', () => {
  it('finds names by their beginning, ignoring case', async () => {
    expect(names(await list('search=MEI'))).toEqual([
      'Anna Meier',
      'Karl Meier',
      'Anneliese Meiners',
    ]);
    expect(names(await list('search=ann'))).toEqual([
      'Anna Meier',
      'Anneliese Meiners',
      'Anna Zimmermann',
    ]);
  });

  it('needs every word to match one of the name fields, in any order', async () => {
    expect(names(await list('search=meier%20anna'))).toEqual(['Anna Meier']);
    expect(names(await list('search=Anna%20Meier'))).toEqual(['Anna Meier']);
    expect(names(await list('search=%20%20ann%20%20mei%20'))).toEqual([
      'Anna Meier',
      'Anneliese Meiners',
    ]);
    expect(names(await list('search=anna%20schmidt'))).toEqual([]);
  });

  it('ignores accents and umlauts and treats ß like ss', async () => {
    expect(names(await list('search=müller'))).toEqual(['Jürgen Müller']);
    expect(names(await list('search=MULLER'))).toEqual(['Jürgen Müller']);
    expect(names(await list('search=jurgen'))).toEqual(['Jürgen Müller']);
    expect(names(await list(`search=${encodeURIComponent('özd')}`))).toEqual(['Emre Özdemir']);
    expect(names(await list(`search=${encodeURIComponent('groß')}`))).toEqual(['Marta Großmann']);
    expect(names(await list('search=grossm'))).toEqual(['Marta Großmann']);
    expect(names(await list('search=bohm'))).toEqual(['Hanna Böhm']);
  });

  it('finds insurance numbers by their beginning', async () => {
    expect(names(await list('search=X110'))).toEqual(['Anna Meier']);
    expect(names(await list('search=a1234'))).toEqual(['Karl Meier']);
    expect(names(await list(`search=${kvnr('M98765432')}`))).toEqual(['Jürgen Müller']);
    expect(names(await list('search=X119'))).toEqual([]);
  });

  it('finds the city by its beginning', async () => {
    expect(names(await list('search=potsdam'))).toEqual(['Anneliese Meiners']);
    expect(names(await list('search=bernau%20bei'))).toEqual(['Emre Özdemir']);
    expect(names(await list(`search=${encodeURIComponent('königs w')}`))).toEqual([
      'Marta Großmann',
    ]);
    expect((await list('search=berlin')).total_rows).toBe(5);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect((await list('search=%25')).total_rows).toBe(0);
    expect((await list('search=_')).total_rows).toBe(0);
    expect((await list('search=m_ier')).total_rows).toBe(0);
    expect((await list('search=%5C')).total_rows).toBe(0);
    const percent = await client.post('/v1/patients', patientInput({ lastName: '100%_Test' }));
    expect(percent.status).toBe(201);
    expect(names(await list('search=100%25_'))).toEqual(['Anna 100%_Test']);
    await client.delete(`/v1/patients/${percent.body.id}`);
  });

  it('treats an empty search as no search', async () => {
    expect((await list('search=')).total_rows).toBe(PEOPLE.length);
    expect((await list('search=%20%20')).total_rows).toBe(PEOPLE.length);
  });

  it('combines search, sort and pagination', async () => {
    const result = await list('search=anna&sort=-lastName&per_page=1');
    expect(result.total_rows).toBe(2);
    expect(names(result)).toEqual(['Anna Zimmermann']);
  });
});
