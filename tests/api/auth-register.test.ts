import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '../../src/contract/auth';
import { organizations, users } from '../../server/db/schema';
import { ApiClient, PASSWORD, mailedLink, mailsTo, registration } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  client = new ApiClient(harness);
});
afterAll(() => harness.close());

/** The stored user of an address (any case) with their organisation. */
async function stored(email: string) {
  const rows = await harness.database.db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const organizationsNamed = (name: string) =>
  harness.database.db.select().from(organizations).where(eq(organizations.name, name));

/** Headers that say something about the answer (the date and the request id differ each time). */
function comparable(headers: Headers) {
  const lines: string[] = [];
  headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'x-request-id') lines.push(`${name}: ${value}`);
  });
  return lines;
}

describe('POST /v1/auth/register', () => {
  it.each<[AccountType, 'MD' | 'RH' | 'T']>([
    ['medical_facility', 'MD'],
    ['retirement_home', 'RH'],
    ['transport_company', 'T'],
  ])('creates a %s as organisation type %s with its admin', async (accountType, type) => {
    const input = registration(accountType);
    const response = await client.post('/v1/auth/register', input);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email: input.email });

    const { user, organization } = await stored(input.email);
    expect(organization).toMatchObject({
      type,
      name: input.organization,
      address: input.address,
      city: input.city,
      zipCode: input.zipcode,
      country: 'DE',
      phone: input.phone,
      fleetSize: accountType === 'transport_company' ? 12 : null,
    });
    expect(user).toMatchObject({
      email: input.email,
      firstName: 'Anna',
      lastName: 'Meier',
      role: 'admin',
      language: 'de',
      emailConfirmedAt: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
  });

  it('requires fleetSize for transport companies only, and stores it', async () => {
    const missing = registration('transport_company', { fleetSize: undefined });
    const refused = await client.post('/v1/auth/register', missing);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(1422);
    expect(Object.keys(refused.body.errors)).toEqual(['fleetSize']);

    for (const fleetSize of ['', 0, -3, 2.5, 'viele', 10_001]) {
      const wrong = await client.post(
        '/v1/auth/register',
        registration('transport_company', { fleetSize: fleetSize as number }),
      );
      expect(wrong.status, `fleetSize ${JSON.stringify(fleetSize)}`).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['fleetSize']);
    }

    // A form sends the number as text.
    const asText = await client.post(
      '/v1/auth/register',
      registration('transport_company', { fleetSize: '7' as unknown as number }),
    );
    expect(asText.status).toBe(201);
    expect(asText.body).toEqual({ email: expect.any(String) });
    expect((await stored(asText.body.email)).organization.fleetSize).toBe(7);

    // Medical departments need none, and one sent anyway is not stored.
    const ward = await client.post(
      '/v1/auth/register',
      registration('medical_facility', { fleetSize: 4 }),
    );
    expect(ward.status).toBe(201);
    expect((await stored(ward.body.email)).organization.fleetSize).toBeNull();
  });

  const everythingWrong = {
    accountType: 'hospital',
    firstname: '   ',
    lastname: 'x'.repeat(101),
    email: 'not-an-address',
    phone: 'call me',
    password: 'short',
    passwordRetry: 42,
    organization: '',
    address: '',
    city: '',
    zipcode: '',
    country: 'Germany',
  };
  const allFields = [
    'accountType',
    'firstname',
    'lastname',
    'email',
    'phone',
    'password',
    'passwordRetry',
    'organization',
    'address',
    'city',
    'zipcode',
    'country',
  ];

  it('names every invalid field at once, in German by default', async () => {
    const response = await client.post('/v1/auth/register', everythingWrong);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(1422);
    expect(response.body.message).toBe('Bitte prüfen Sie die markierten Felder.');
    expect(Object.keys(response.body.errors).sort()).toEqual([...allFields].sort());
    expect(response.body.errors).toMatchObject({
      accountType: ['Bitte eine Kontoart auswählen.'],
      firstname: ['Bitte ausfüllen.'],
      lastname: ['Höchstens 100 Zeichen.'],
      email: ['Bitte eine gültige E-Mail-Adresse eingeben.'],
      password: ['Das Passwort braucht mindestens 8 Zeichen.'],
      country: ['Bitte ein Land auswählen.'],
    });
  });

  it('refuses a password the meter calls weak, in the request language', async () => {
    const input = registration('medical_facility', {
      password: 'Passwort1234',
      passwordRetry: 'Passwort1234',
    });
    const english = new ApiClient(harness);
    english.language = 'en';
    const response = await english.post('/v1/auth/register', input);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      password: [
        'This password is too easy to guess. A longer sentence of several words is safer.',
      ],
    });
    expect(await organizationsNamed(input.organization)).toEqual([]);
  });

  it('answers in English with Accept-Language: en', async () => {
    const english = new ApiClient(harness);
    english.language = 'en';
    const response = await english.post('/v1/auth/register', everythingWrong);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Please check the marked fields.');
    expect(Object.keys(response.body.errors).sort()).toEqual([...allFields].sort());
    expect(response.body.errors).toMatchObject({
      firstname: ['Please fill in this field.'],
      email: ['Please enter a valid e-mail address.'],
      password: ['The password needs at least 8 characters.'],
    });
    // A regional variant and a weighted list pick English too; an unknown language German.
    const weighted = await client.post('/v1/auth/register', everythingWrong, {
      headers: { 'accept-language': 'fr-FR;q=0.9, en-GB;q=0.8' },
    });
    expect(weighted.body.message).toBe('Please check the marked fields.');
    const unknown = await client.post('/v1/auth/register', everythingWrong, {
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.body.message).toBe('Bitte prüfen Sie die markierten Felder.');
  });

  it('reports the cross-field rules together with the other errors', async () => {
    const response = await client.post(
      '/v1/auth/register',
      registration('medical_facility', {
        firstname: '',
        passwordRetry: 'Anderes-Passwort-2026',
        zipcode: '1011',
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      firstname: ['Bitte ausfüllen.'],
      passwordRetry: ['Die Passwörter stimmen nicht überein.'],
      zipcode: ['Deutsche Postleitzahlen haben 5 Ziffern.'],
    });
  });

  it('accepts a foreign postcode and trims and normalises the input', async () => {
    const input = registration('retirement_home', {
      firstname: '  Jörg ',
      email: '  Mixed.Case.' + Math.random().toString(36).slice(2, 8) + '@Example.ORG ',
      zipcode: '1010',
      country: 'at',
    });
    const response = await client.post('/v1/auth/register', input);
    expect(response.status).toBe(201);
    expect(response.body.email).toBe(input.email.trim().toLowerCase());
    const { user, organization } = await stored(input.email);
    expect(user.firstName).toBe('Jörg');
    expect(user.email).toBe(input.email.trim().toLowerCase());
    expect(organization).toMatchObject({ country: 'AT', zipCode: '1010' });
  });

  it('answers an address that has an account exactly like a new one, and tells its owner', async () => {
    const owner = registration('medical_facility', { language: 'en' });
    const first = await client.post('/v1/auth/register', owner);
    expect(first.status).toBe(201);
    await mailedLink(harness, owner.email, 'confirm-email');

    const fresh = registration('transport_company');
    const again = registration('transport_company', { email: ` ${owner.email.toUpperCase()}` });
    const newAnswer = await client.post('/v1/auth/register', fresh);
    const takenAnswer = await client.post('/v1/auth/register', again);
    expect(takenAnswer.status).toBe(201);
    expect(takenAnswer.body).toEqual({ email: owner.email });
    expect(newAnswer.body).toEqual({ email: fresh.email });
    expect(comparable(takenAnswer.headers)).toEqual(comparable(newAnswer.headers));

    // Nothing was created or changed: one account, the first organisation, the old password.
    const { user, organization } = await stored(owner.email);
    expect(organization.name).toBe(owner.organization);
    expect(await organizationsNamed(again.organization)).toEqual([]);
    expect(user.role).toBe('admin');

    // The owner is told, in the owner's language, with no new confirmation link.
    await harness.events.settle();
    const mails = mailsTo(harness, owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Please confirm your e-mail address',
      'Someone tried to register with your e-mail address',
    ]);
    expect(mails[1]!.links).toEqual([
      'http://localhost:3000/login',
      'http://localhost:3000/request-recovery',
    ]);
    expect(mails[1]!.text).toContain('Hello Anna,');
    expect(mails[1]!.text).toContain('http://localhost:3000/request-recovery');
    expect(mails[1]!.text).not.toContain(again.organization);
  });

  it('writes the owner in German when the account is German', async () => {
    const owner = registration();
    await client.post('/v1/auth/register', owner);
    const english = new ApiClient(harness);
    english.language = 'en';
    expect(
      (await english.post('/v1/auth/register', { ...registration(), email: owner.email })).status,
    ).toBe(201);
    await harness.events.settle();
    const mail = mailsTo(harness, owner.email)[1]!;
    expect(mail.subject).toBe('Registrierungsversuch mit Ihrer E-Mail-Adresse');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('Sie haben bereits ein Konto');
  });

  it('creates one account from two simultaneous registrations of one address', async () => {
    const input = registration();
    const answers = await Promise.all([
      client.post('/v1/auth/register', input),
      client.post('/v1/auth/register', { ...input, email: input.email.toUpperCase() }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body)).toEqual([{ email: input.email }, { email: input.email }]);
    await stored(input.email);
    await harness.events.settle();
    expect(
      mailsTo(harness, input.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      'Registrierungsversuch mit Ihrer E-Mail-Adresse',
    ]);
  });

  it('takes at most 3 registrations of one address an hour, whether it has an account or not', async () => {
    for (const email of [registration().email, registration().email]) {
      // The hour runs from the first registration, on the server's clock, however long the
      // four requests take on a busy machine.
      const first = harness.clock.now().getTime();
      for (let i = 0; i < 3; i++) {
        expect(
          (await client.post('/v1/auth/register', registration('medical_facility', { email })))
            .status,
        ).toBe(201);
      }
      const refused = await client.post(
        '/v1/auth/register',
        registration('medical_facility', { email }),
      );
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(1429);
      const elapsed = (harness.clock.now().getTime() - first) / 1000;
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(3600 - elapsed));
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    const email = registration().email;
    await client.post('/v1/auth/register', registration('medical_facility', { email }));
    harness.clock.advance(3600);
    expect(
      (await client.post('/v1/auth/register', registration('medical_facility', { email }))).status,
    ).toBe(201);
  });

  describe('confirmation mail', () => {
    it('goes out in German by default with the link {PUBLIC_URL}/confirm-email/{userId}/{code}', async () => {
      const input = registration();
      expect((await client.post('/v1/auth/register', input)).status).toBe(201);
      const link = (await mailedLink(harness, input.email, 'confirm-email'))!;
      const { user } = await stored(input.email);
      expect(link.link).toMatch(
        new RegExp(`^http://localhost:3000/confirm-email/${user.id}/[A-Za-z0-9_-]{43}$`),
      );
      expect(link.mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(link.mail.text).toContain('Hallo Anna,');
      expect(link.mail.text).toContain(link.link);
      expect(link.mail.html).toContain(link.link);
    });

    it('goes out in English when the request is in English', async () => {
      const english = new ApiClient(harness);
      english.language = 'en';
      const input = registration();
      expect((await english.post('/v1/auth/register', input)).status).toBe(201);
      const { mail, userId } = (await mailedLink(harness, input.email, 'confirm-email'))!;
      expect(mail.subject).toBe('Please confirm your e-mail address');
      expect(mail.text).toContain('Hello Anna,');
      expect((await stored(input.email)).user.id).toBe(userId);
      expect((await stored(input.email)).user.language).toBe('en');
    });

    it('follows the language chosen in the form over the request language', async () => {
      const input = { ...registration(), language: 'en' as const };
      expect((await client.post('/v1/auth/register', input)).status).toBe(201);
      const { mail } = (await mailedLink(harness, input.email, 'confirm-email'))!;
      expect(mail.subject).toBe('Please confirm your e-mail address');
      expect((await stored(input.email)).user.language).toBe('en');
    });

    it('escapes the name in the HTML part', async () => {
      const input = registration('medical_facility', { firstname: '<b>Eve</b>' });
      expect((await client.post('/v1/auth/register', input)).status).toBe(201);
      const { mail } = (await mailedLink(harness, input.email, 'confirm-email'))!;
      expect(mail.html).not.toContain('<b>Eve</b>');
      expect(mail.html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
    });

    it('uses the configured PUBLIC_URL', async () => {
      // Only the other instance delivers here: links use the delivering instance's PUBLIC_URL
      // (the same on every instance in production).
      await harness.events.stop();
      const other = await startHarness({
        publicUrl: 'https://kt.example.org/',
        database: harness.database,
      });
      try {
        const input = registration();
        const response = await new ApiClient(other).post('/v1/auth/register', input);
        expect(response.status).toBe(201);
        const { user } = await stored(input.email);
        expect((await mailedLink(other, input.email, 'confirm-email'))!.link).toMatch(
          new RegExp(`^https://kt\\.example\\.org/confirm-email/${user.id}/`),
        );
      } finally {
        await other.close();
        await harness.events.start();
      }
    });
  });

  describe('malformed requests', () => {
    const raw = (body: string, contentType?: string) =>
      client.request('POST', '/v1/auth/register', {
        body,
        headers: contentType ? { 'content-type': contentType } : {},
      });

    it('answers 400/1400 to malformed JSON', async () => {
      for (const body of ['{"email":', '{email: "a@b.de"}', "{'a':1}", '', '{"a":1}}']) {
        const response = await raw(body, 'application/json');
        expect(response.status, body).toBe(400);
        expect(response.body, body).toMatchObject({ code: 1400, message: 'Ungültiges JSON.' });
      }
    });

    it('answers 400/1400 to a wrong or missing content type', async () => {
      const json = JSON.stringify(registration());
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        undefined,
      ]) {
        const response = await raw(json, type);
        expect(response.status, String(type)).toBe(400);
        expect(response.body.code).toBe(1400);
        expect(response.body.message).toMatch(/JSON/);
      }
      // Parameters and case of the media type are fine.
      const withCharset = await raw(json, 'Application/JSON; charset=utf-8');
      expect(withCharset.status).toBe(201);
    });

    it('refuses a body over 1 MiB without a 500', async () => {
      const huge = JSON.stringify({ ...registration(), note: 'x'.repeat(1_100_000) });
      const response = await raw(huge, 'application/json');
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        code: 1413,
        message: 'Die Anfrage ist zu groß (höchstens 1 MiB).',
      });
      // Just under the limit it is read and validated as usual.
      const big = await client.post('/v1/auth/register', {
        ...registration(),
        firstname: 'x'.repeat(900_000),
      });
      expect(big.status).toBe(422);
      expect(big.body.errors).toEqual({ firstname: ['Höchstens 100 Zeichen.'] });
    });

    it('refuses NUL characters, which PostgreSQL text cannot hold, with 400/1400', async () => {
      const response = await client.post(
        '/v1/auth/register',
        registration('medical_facility', { firstname: 'A\u0000B' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(1400);
      const inKey = await raw('{"a\\u0000":1}', 'application/json');
      expect(inKey.status).toBe(400);
      // An escaped backslash before "u0000" is ordinary text.
      const escaped = await client.post(
        '/v1/auth/register',
        registration('medical_facility', { firstname: 'A\\u0000B' }),
      );
      expect(escaped.status).toBe(201);
    });

    it('never answers random junk with a 500', async () => {
      const valid = registration();
      const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
      const bodies: unknown[] = [
        [],
        [valid],
        0,
        -1.5e308,
        null,
        true,
        'text',
        {},
        { ...valid, email: ['a@b.de'] },
        { ...valid, email: { $gt: '' } },
        { ...valid, firstname: { nested: [1, { deeper: [null] }] } },
        { ...valid, fleetSize: { valueOf: 3 } },
        { ...valid, accountType: ['medical_facility'] },
        { ...valid, password: 'p'.repeat(100_000), passwordRetry: 'p'.repeat(100_000) },
        { ...valid, email: `${'a'.repeat(300_000)}@${'b'.repeat(300_000)}.de` },
        { ...valid, email: `${'a.'.repeat(20_000)}@example.org` },
        { ...valid, phone: '+'.repeat(50_000) },
        { ...valid, zipcode: '١٠١١٥' },
        { ...valid, country: 'ÄÖ' },
        Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
      ];
      for (const body of bodies) {
        const response = await client.post('/v1/auth/register', body);
        const label = JSON.stringify(body)?.slice(0, 80);
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
        expect(response.body.code, label).toBeTypeOf('number');
        expect(response.body.message, label).toBeTypeOf('string');
      }
      for (const text of [deep(10_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) {
        const response = await raw(text, 'application/json');
        expect(response.status).toBe(422);
      }
    });

    it('ignores unknown keys, prototype keys included', async () => {
      const valid = registration();
      const text = JSON.stringify({ ...valid, role: 'member', organizationId: 'x' }).replace(
        /^\{/,
        '{"__proto__":{"accountType":"transport_company"},"constructor":{"prototype":{"x":1}},',
      );
      const response = await raw(text, 'application/json');
      expect(response.status).toBe(201);
      const { user, organization } = await stored(valid.email);
      expect(user.role).toBe('admin');
      expect(organization.type).toBe('MD');
      expect(({} as Record<string, unknown>).accountType).toBeUndefined();
    });

    it('stores unicode names unharmed', async () => {
      for (const firstname of ['Zoë 😀🇩🇪', 'ﺝﻮﻬﻧ', 'Ångström-Łukasz']) {
        const input = registration('medical_facility', { firstname });
        const response = await client.post('/v1/auth/register', input);
        expect(response.status, firstname).toBe(201);
        const { user } = await stored(input.email);
        expect(user.firstName).toBe(firstname);
      }
    });

    it('refuses, never alters, a name with a lone surrogate or a text-direction override', async () => {
      for (const [firstname, message] of [
        ['\ud800x', 'Enthält ungültige Zeichen (kein gültiger Unicode-Text).'],
        [
          'ﺝﻮﻬﻧ \u202eabc',
          'Bitte in einer Zeile, ohne Tabulatoren, Steuer- oder Textrichtungszeichen.',
        ],
      ]) {
        const response = await client.post(
          '/v1/auth/register',
          registration('medical_facility', { firstname }),
        );
        expect(response.status, firstname).toBe(422);
        expect(response.body.errors).toEqual({ firstname: [message] });
      }
    });
  });
});
