import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../server/db/schema';
import {
  ApiClient,
  PASSWORD,
  confirmedUser,
  mailedLink,
  mailsTo,
  registration,
  waitForMails,
} from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  client = new ApiClient(harness);
});
afterAll(() => harness.close());

/** Registers without confirming; answers the registration and its mailed link. */
async function registered(language: 'de' | 'en' = 'de') {
  const input = { ...registration(), language };
  expect((await client.post('/v1/auth/register', input)).status).toBe(201);
  return { input, ...(await mailedLink(harness, input.email, 'confirm-email'))! };
}

const confirm = (userId: string, code: string) =>
  client.post('/v1/auth/confirm-email', { userId, code });

const aCode = () => randomBytes(32).toString('base64url');

async function confirmedAt(userId: string) {
  const [row] = await harness.database.db
    .select({ at: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!.at;
}

function expectLinkInvalid(response: { status: number; body: { code: number; message: string } }) {
  expect(response.status).toBe(404);
  expect(response.body).toEqual({
    code: 1404,
    message: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  });
}

describe('POST /v1/auth/confirm-email', () => {
  it('confirms the address with the mailed code, after which login works', async () => {
    const { input, userId, code } = await registered();
    expect((await client.login(input.email, PASSWORD)).status).toBe(403);
    expect(await confirmedAt(userId)).toBeNull();

    const response = await confirm(userId, code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ confirmed: true });
    expect(await confirmedAt(userId)).toBeInstanceOf(Date);
    expect((await client.login(input.email, PASSWORD)).status).toBe(200);
  });

  it('answers a second click on the same link fine and keeps the first confirmation time', async () => {
    const { userId, code } = await registered();
    await confirm(userId, code);
    const first = await confirmedAt(userId);
    harness.clock.advance(60);
    const again = await confirm(userId, code);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ confirmed: true });
    expect(await confirmedAt(userId)).toEqual(first);
  });

  it('stores the code only as a hash', async () => {
    const { userId, code } = await registered();
    const rows = await harness.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.userId, userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404/1404 for an unknown code, user or someone else’s code', async () => {
    const { userId } = await registered();
    const other = await registered();
    expectLinkInvalid(await confirm(userId, aCode()));
    expectLinkInvalid(await confirm(randomUUID(), aCode()));
    expectLinkInvalid(await confirm(userId, other.code));
    expect(await confirmedAt(userId)).toBeNull();
    expect(await confirmedAt(other.userId)).toBeNull();
  });

  it('answers 404 for an unknown code even once the address is confirmed', async () => {
    const { userId, code } = await registered();
    await confirm(userId, code);
    expectLinkInvalid(await confirm(userId, aCode()));
  });

  it('answers in English with Accept-Language: en', async () => {
    const english = new ApiClient(harness);
    english.language = 'en';
    const response = await english.post('/v1/auth/confirm-email', {
      userId: randomUUID(),
      code: aCode(),
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(
      'The link is invalid or has expired. Please request a new one.',
    );
  });

  it('names malformed link parts as 422 fields, never a 500', async () => {
    const response = await client.post('/v1/auth/confirm-email', {
      userId: 'not-a-uuid',
      code: 'short',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      userId: ['Ungültige Kennung.'],
      code: ['Ungültiger Code.'],
    });
    for (const body of [{}, [], null, { userId: 1, code: {} }, { code: 'x'.repeat(200_000) }]) {
      const junk = await client.post('/v1/auth/confirm-email', body);
      expect(junk.status, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
  });

  it('no longer accepts the code after 7 days', async () => {
    const { input, userId, code } = await registered();
    harness.clock.advance(7 * 86_400 + 1);
    expectLinkInvalid(await confirm(userId, code));
    expect(await confirmedAt(userId)).toBeNull();
    // The account stays unconfirmed: the right password still gets 403/1004.
    expect((await client.login(input.email, PASSWORD)).body.code).toBe(1004);
  });

  it('still accepts the code just before the 7 days are over', async () => {
    const { userId, code } = await registered();
    harness.clock.advance(7 * 86_400 - 60);
    expect((await confirm(userId, code)).status).toBe(200);
  });
});

describe('POST /v1/auth/resend-confirmation', () => {
  /** Another unconfirmed account whose mail proves that earlier background work has finished. */
  async function sentinelMail() {
    const { input } = await registered();
    const before = mailsTo(harness, input.email).length;
    expect((await client.post('/v1/auth/resend-confirmation', { email: input.email })).status).toBe(
      202,
    );
    await waitForMails(harness, input.email, before + 1);
  }

  it('mails a new link to an unconfirmed account in its language; the first link keeps working', async () => {
    const { input, userId, code: firstCode } = await registered('en');
    const response = await client.post('/v1/auth/resend-confirmation', {
      email: input.email.toUpperCase(),
    });
    expect(response.status).toBe(202);
    expect(response.body).toBeNull();
    const mails = await waitForMails(harness, input.email, 2);
    expect(mails[1]!.subject).toBe('Please confirm your e-mail address');
    const fresh = (await mailedLink(harness, input.email, 'confirm-email'))!;
    expect(fresh.code).not.toBe(firstCode);

    // Whichever mail the person opens first works; the other one then is a second click.
    expect((await confirm(userId, firstCode)).status).toBe(200);
    expect(await confirmedAt(userId)).toBeInstanceOf(Date);
    expect((await confirm(userId, fresh.code)).body).toEqual({ confirmed: true });
  });

  it('uses up every link of the address once one of them is used', async () => {
    const { input, userId, code: firstCode } = await registered();
    await client.post('/v1/auth/resend-confirmation', { email: input.email });
    await waitForMails(harness, input.email, 2);
    const fresh = (await mailedLink(harness, input.email, 'confirm-email'))!;
    expect((await confirm(userId, fresh.code)).status).toBe(200);
    const rows = await harness.database.db
      .select({ usedAt: emailCodes.usedAt })
      .from(emailCodes)
      .where(eq(emailCodes.userId, userId));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.usedAt instanceof Date)).toBe(true);
    expect((await confirm(userId, firstCode)).status).toBe(200);
  });

  it('answers 202 with the same empty body for unknown addresses and mails nothing', async () => {
    const unknown = `nobody.${randomUUID()}@example.org`;
    const response = await client.post('/v1/auth/resend-confirmation', { email: unknown });
    expect(response.status).toBe(202);
    expect(response.body).toBeNull();
    await sentinelMail();
    expect(mailsTo(harness, unknown)).toHaveLength(0);
  });

  it('mails nothing to an account that is already confirmed', async () => {
    const { input } = await confirmedUser(harness);
    const before = mailsTo(harness, input.email).length;
    const response = await client.post('/v1/auth/resend-confirmation', { email: input.email });
    expect(response.status).toBe(202);
    await sentinelMail();
    expect(mailsTo(harness, input.email)).toHaveLength(before);
  });

  it('takes at most 3 requests per address and hour, answering the 4th with 429', async () => {
    const { input } = await registered();
    for (let i = 0; i < 3; i++) {
      const response = await client.post('/v1/auth/resend-confirmation', { email: input.email });
      expect(response.status).toBe(202);
    }
    const refused = await client.post('/v1/auth/resend-confirmation', { email: input.email });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(1429);
    // An unknown address is limited alike: the 429 tells nothing about an account.
    const unknown = `nobody.${randomUUID()}@example.org`;
    for (let i = 0; i < 3; i++) {
      await client.post('/v1/auth/resend-confirmation', { email: unknown });
    }
    expect((await client.post('/v1/auth/resend-confirmation', { email: unknown })).status).toBe(
      429,
    );
    // The registration mail plus three resent ones.
    await waitForMails(harness, input.email, 4);
    await sentinelMail();
    expect(mailsTo(harness, input.email)).toHaveLength(4);

    harness.clock.advance(3601);
    expect((await client.post('/v1/auth/resend-confirmation', { email: input.email })).status).toBe(
      202,
    );
    await waitForMails(harness, input.email, 5);
  });

  it('validates the address', async () => {
    const response = await client.post('/v1/auth/resend-confirmation', { email: 'nope' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['email']);
  });
});
