import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, PASSWORD, signedInUser, registration } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('login', () => {
  it('answers the stored session shape and sets the refresh cookie', async () => {
    const { answer, client, input } = await signedInUser(harness, 'transport_company');
    expect(answer.user).toMatchObject({
      email: input.email,
      firstName: 'Anna',
      role: 'admin',
      organization: { name: input.organization, type: { value: 'T' } },
    });
    expect(answer.expire).toBeGreaterThan(Date.now() / 1000);
    expect(client.cookies.get('refresh_token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('refuses an unconfirmed account only after the right password', async () => {
    const client = new ApiClient(harness);
    const input = registration();
    await client.post('/v1/auth/register', input);
    expect((await client.login(input.email, 'falsches-passwort')).body).toMatchObject({ code: 1001 });
    expect((await client.login(input.email, PASSWORD)).body).toMatchObject({ code: 1004 });
  });
});
