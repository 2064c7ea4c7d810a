import { QueryClient } from '@tanstack/query-core';
import type { AuthAnswer } from '@/contract/auth';
import { clearSession, getSession, setSession } from './session';
import { userEndedElsewhere } from './session-ended-elsewhere';
import { installSessionHandling, resumeSession } from './session-lifecycle';
import { PageRequest } from './testing/fake-api';

const sessionOf = (expire: number): AuthAnswer =>
  ({
    access_token: 'token-anna',
    expire,
    user: { id: 'anna', organization: { id: 'o', name: 'Station 3', type: { value: 'MD' } } },
  }) as AuthAnswer;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that ended this device's session: tokens are refused, the refresh is 1002. */
function serverThatEndedTheSession(accessCode: number) {
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(input, 'http://localhost'), init);
    if (new URL(request.url).pathname === '/v1/auth/refresh') {
      return json(401, { code: 1002, message: 'Sitzung beendet' });
    }
    return json(401, { code: accessCode, message: 'refused' });
  });
}

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  installSessionHandling(new QueryClient());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('a device whose session was ended elsewhere', () => {
  it('learns it from the refused refresh after a request was refused (1002)', async () => {
    setSession(sessionOf(inOneHour()));
    serverThatEndedTheSession(0);
    await resumeSession(new QueryClient());
    await vi.waitFor(() => expect(getSession()).toBeNull());
    expect(userEndedElsewhere()).toBe('anna');
  });

  it('learns it from the refresh at start-up, when the stored token had expired', async () => {
    setSession(sessionOf(Math.floor(Date.now() / 1000) - 60));
    serverThatEndedTheSession(1003);
    await resumeSession(new QueryClient());
    await vi.waitFor(() => expect(getSession()).toBeNull());
    expect(userEndedElsewhere()).toBe('anna');
  });
});
