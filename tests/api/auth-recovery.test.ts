import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import {
  ApiClient,
  PASSWORD,
  confirmedUser,
  mailedLink,
  mailsTo,
  registration,
  signedInUser,
  uniqueAddress,
} from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  // Behind a trusted proxy: each test names its client address (X-Forwarded-For).
  harness = await startHarness({ trustProxy: true });
  client = new ApiClient(harness);
});
afterAll(() => harness.close());

const NEW_PASSWORD = 'Neues-Passwort-2026!';

const requestRecovery = (email: string) => client.post('/v1/auth/request-recovery', { email });

const resetMails = (email: string) =>
  mailsTo(harness, email).filter((mail) => mail.links[0]?.includes('/reset-password/'));

/** Waits until `count` recovery mails to `email` are out: they are sent after the 202. */
const waitForResetMails = (email: string, count: number) =>
  vi.waitFor(
    () => {
      const mails = resetMails(email);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} recovery mails`);
      return mails;
    },
    { timeout: 10_000, interval: 20 },
  );

/** Requests recovery as `typed` and answers the link mailed to the stored address `email`. */
async function recoveryLink(email: string, typed = email) {
  const before = resetMails(email).length;
  expect((await requestRecovery(typed)).status).toBe(202);
  await waitForResetMails(email, before + 1);
  return (await mailedLink(harness, email, 'reset-password'))!;
}

/** A recovery mail to a fresh account proves that earlier background work has finished. */
async function sentinelMail() {
  const { input } = await confirmedUser(harness);
  await recoveryLink(input.email);
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** Each attempt from an address of its own, unless `ip` is given: the tests share one host. */
const reset = (
  userId: string,
  code: string,
  password = NEW_PASSWORD,
  passwordRetry = password,
  ip = uniqueAddress(),
) => client.post('/v1/auth/reset-password', { userId, code, password, passwordRetry }, from(ip));

const wrongCode = () => randomBytes(32).toString('base64url');

describe('POST /v1/auth/request-recovery', () => {
  it('answers 202 with identical bodies for existing and unknown addresses', async () => {
    const { input } = await confirmedUser(harness);
    const unknown = `nobody.${randomUUID()}@example.org`;
    const existing = await requestRecovery(input.email);
    const missing = await requestRecovery(unknown);
    expect(existing.status).toBe(202);
    expect(missing.status).toBe(202);
    expect(existing.body).toBeNull();
    expect(missing.body).toBeNull();
    const comparable = (headers: Headers) => {
      const lines: string[] = [];
      headers.forEach((value, name) => {
        if (name !== 'date' && name !== 'x-request-id') lines.push(`${name}: ${value}`);
      });
      return lines;
    };
    expect(comparable(existing.headers)).toEqual(comparable(missing.headers));

    await waitForResetMails(input.email, 1);
    await sentinelMail();
    expect(mailsTo(harness, unknown)).toHaveLength(0);
  });

  it('mails a link {PUBLIC_URL}/reset-password/{userId}/{code} in the user’s language', async () => {
    const { input, userId } = await confirmedUser(harness, 'medical_facility', { language: 'en' });
    // The address is matched case-insensitively; the mail goes to the stored address.
    const { link, mail } = await recoveryLink(input.email, ` ${input.email.toUpperCase()}`);
    expect(link).toMatch(
      new RegExp(`^http://localhost:3000/reset-password/${userId}/[A-Za-z0-9_-]{43}$`),
    );
    expect(mail.to).toBe(input.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(link);
  });

  it('takes at most 3 requests per address and hour, answering the 4th with 429', async () => {
    const { input } = await confirmedUser(harness);
    for (let i = 1; i <= 3; i++) {
      expect((await requestRecovery(input.email)).status).toBe(202);
    }
    const refused = await requestRecovery(input.email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(1429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3590);
    // An unknown address is limited alike: the 429 tells nothing about an account.
    const unknown = `nobody.${randomUUID()}@example.org`;
    for (let i = 0; i < 3; i++) await requestRecovery(unknown);
    expect((await requestRecovery(unknown)).status).toBe(429);

    await sentinelMail();
    expect(await waitForResetMails(input.email, 3)).toHaveLength(3);
    harness.clock.advance(3601);
    expect((await requestRecovery(input.email)).status).toBe(202);
    await waitForResetMails(input.email, 4);
  });

  it('validates the address', async () => {
    const response = await client.post('/v1/auth/request-recovery', { email: 'kein@' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['email']);
  });
});

describe('POST /v1/auth/reset-password', () => {
  it('sets the new password and ends every session', async () => {
    const { client: phone, input, userId } = await signedInUser(harness);
    const desktop = phone.device();
    await desktop.login(input.email, PASSWORD);
    const { code } = await recoveryLink(input.email);

    const response = await reset(userId, code);
    expect(response.status).toBe(204);

    for (const device of [phone, desktop]) {
      const account = await device.get('/v1/account');
      expect(account.status).toBe(401);
      expect(account.body.code).toBe(0);
      const refresh = await device.refresh();
      expect(refresh.status).toBe(401);
      expect(refresh.body.code).toBe(1002);
    }
    const fresh = new ApiClient(harness);
    expect((await fresh.login(input.email, PASSWORD)).status).toBe(401);
    expect((await fresh.login(input.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    expect((await reset(userId, code)).status).toBe(204);
    const again = await reset(userId, code, 'Noch-Ein-Passwort-1');
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(1404);
    expect((await new ApiClient(harness).login(input.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a code older than one hour', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    harness.clock.advance(3601);
    const response = await reset(userId, code);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 1404,
      message: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    });
    expect((await new ApiClient(harness).login(input.email, PASSWORD)).status).toBe(200);
  });

  it('accepts a code just before the hour is over', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    harness.clock.advance(3540);
    expect((await reset(userId, code)).status).toBe(204);
  });

  it('refuses an unknown code and another user’s code', async () => {
    const { input, userId } = await confirmedUser(harness);
    const other = await confirmedUser(harness);
    const own = await recoveryLink(input.email);
    const othersCode = (await recoveryLink(other.input.email)).code;

    expect((await reset(userId, wrongCode())).status).toBe(404);
    expect((await reset(userId, othersCode)).status).toBe(404);
    expect((await reset(randomUUID(), own.code)).status).toBe(404);
    expect((await reset(userId, own.code)).status).toBe(204);
  });

  it('keeps every mailed link valid until one of them is used', async () => {
    const { input, userId } = await confirmedUser(harness);
    const first = await recoveryLink(input.email);
    const second = await recoveryLink(input.email);
    expect(second.code).not.toBe(first.code);
    // The person opens the first mail they find; the later one is used up with it.
    expect((await reset(userId, first.code)).status).toBe(204);
    expect((await reset(userId, second.code, 'Noch-Ein-Passwort-1')).status).toBe(404);
    expect((await new ApiClient(harness).login(input.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets only one of two links used at the same moment set the password', async () => {
    const { input, userId } = await confirmedUser(harness);
    const first = await recoveryLink(input.email);
    const second = await recoveryLink(input.email);
    const answers = await Promise.all([
      reset(userId, first.code, 'Erstes-Passwort-2026'),
      reset(userId, second.code, 'Zweites-Passwort-2026'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
    const winner = answers[0]!.status === 204 ? 'Erstes-Passwort-2026' : 'Zweites-Passwort-2026';
    expect((await new ApiClient(harness).login(input.email, winner)).status).toBe(200);
  });

  it('answers 422 on passwordRetry when the passwords differ, keeping the code', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    const response = await reset(userId, code, NEW_PASSWORD, 'Etwas-Anderes-2026');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      passwordRetry: ['Die Passwörter stimmen nicht überein.'],
    });
    const short = await reset(userId, code, 'kurz');
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['password']);
    expect((await reset(userId, code)).status).toBe(204);
  });

  it('refuses a weak new password on the password field, keeping the code', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    const weak = await reset(userId, code, 'sommer2026');
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors)).toEqual(['password']);
    expect((await reset(userId, code)).status).toBe(204);
  });

  it('checks the code before it rates the password: a wrong code is refused unrated', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    const rate = vi.spyOn(harness.ctx.passwordRater, 'rate');
    try {
      const wrong = await reset(userId, wrongCode(), 'sommer2026');
      expect(wrong.status).toBe(404);
      expect(wrong.body.code).toBe(1404);
      expect((await reset(randomUUID(), code, 'sommer2026')).status).toBe(404);
      expect(rate).not.toHaveBeenCalled();
      // The right code: now the password is rated (and this one refused).
      expect((await reset(userId, code, 'sommer2026')).status).toBe(422);
      expect(rate).toHaveBeenCalledTimes(1);
    } finally {
      rate.mockRestore();
    }
  });

  it('rates at most 10 passwords per account and hour; wrong codes do not use them up', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    // Anyone who knows the account's id cannot use up its owner's attempts.
    for (let i = 0; i < 12; i++) expect((await reset(userId, wrongCode())).status).toBe(404);
    for (let i = 0; i < 10; i++) expect((await reset(userId, code, 'sommer2026')).status).toBe(422);
    const refused = await reset(userId, code);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(1429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3590);

    harness.clock.advance(3601);
    const fresh = await recoveryLink(input.email);
    expect((await reset(userId, fresh.code)).status).toBe(204);
  });

  it('takes at most 30 attempts per client address and hour, right code or not', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    const ip = uniqueAddress();
    for (let i = 0; i < 30; i++) {
      expect((await reset(userId, wrongCode(), NEW_PASSWORD, NEW_PASSWORD, ip)).status).toBe(404);
    }
    const refused = await reset(userId, code, NEW_PASSWORD, NEW_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(1429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3590);
    // The code was not used up by the refusal; another address gets through.
    expect((await reset(userId, code)).status).toBe(204);
  });

  it('also confirms an unconfirmed address', async () => {
    const input = registration();
    expect((await client.post('/v1/auth/register', input)).status).toBe(201);
    const { userId } = (await mailedLink(harness, input.email, 'confirm-email'))!;
    expect((await client.login(input.email, PASSWORD)).status).toBe(403);
    const { code } = await recoveryLink(input.email);
    expect((await reset(userId, code)).status).toBe(204);
    const [row] = await harness.database.db
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId));
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect((await new ApiClient(harness).login(input.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('does not accept the confirmation code as a recovery code', async () => {
    const input = registration();
    await client.post('/v1/auth/register', input);
    const { userId, code } = (await mailedLink(harness, input.email, 'confirm-email'))!;
    expect((await reset(userId, code)).status).toBe(404);
  });
});

describe('POST /v1/auth/check-reset-link', () => {
  const check = (userId: string, code: string) =>
    client.post('/v1/auth/check-reset-link', { userId, code });

  it('tells whether a link still works without using it up', async () => {
    const { input, userId } = await confirmedUser(harness);
    const { code } = await recoveryLink(input.email);
    // A recovery link is no invitation: nothing to welcome the person to.
    expect(await check(userId, code)).toMatchObject({
      status: 200,
      body: { valid: true, invitation: null },
    });
    // Checked twice, still usable: the check takes nothing away.
    expect((await check(userId, code)).status).toBe(200);
    expect((await reset(userId, code)).status).toBe(204);

    const used = await check(userId, code);
    expect(used.status).toBe(404);
    expect(used.body.code).toBe(1404);
  });

  it('refuses an expired, unknown or foreign code', async () => {
    const { input, userId } = await confirmedUser(harness);
    const other = await confirmedUser(harness);
    const own = await recoveryLink(input.email);
    expect((await check(userId, randomBytes(32).toString('base64url'))).status).toBe(404);
    expect((await check(other.userId, own.code)).status).toBe(404);
    harness.clock.advance(3601);
    expect((await check(userId, own.code)).status).toBe(404);
  });
});
