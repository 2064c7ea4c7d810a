import { accountApi } from '@/contract/account-api';
import { endpoint } from '@/contract/endpoint';
import { api, call, setSessionEndedHandler } from './api-client';
import { ApiError } from './api-error';
import { clearSession, getSession, setSession, type StoredSession } from './session';
import { PageRequest } from './testing/fake-api';

const session = (token: string, expire = Math.floor(Date.now() / 1000) + 600): StoredSession => ({
  access_token: token,
  expire,
  user: {
    id: 'u1',
    email: 'a@example.org',
    firstName: 'A',
    lastName: 'B',
    phone: null,
    role: 'admin',
    language: 'de',
    organization: { id: 'o1', name: 'Klinik', type: { value: 'MD' } },
    teams: [],
  },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: the account answers 401/1003 to old tokens; refresh hands out `fresh`. */
function fakeServer(options: {
  refresh: () => Response;
  accept: (token: string | null) => boolean;
}) {
  const calls: { url: string; auth: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(input, 'http://localhost'), init);
    const auth = request.headers.get('authorization');
    calls.push({ url: new URL(request.url).pathname, auth });
    if (new URL(request.url).pathname === '/v1/auth/refresh') return options.refresh();
    return options.accept(auth)
      ? json(200, { ok: true })
      : json(401, { code: 1003, message: 'expired' });
  });
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  clearSession();
  setSessionEndedHandler(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('sends the bearer token while it is valid', async () => {
    setSession(session('t1'));
    const calls = fakeServer({
      refresh: () => json(500, {}),
      accept: (auth) => auth === 'Bearer t1',
    });
    await expect(call(accountApi.read)).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/v1/account', auth: 'Bearer t1' }]);
  });

  it('refreshes once for many 401s and retries each request with the new token', async () => {
    setSession(session('old'));
    let refreshes = 0;
    const calls = fakeServer({
      refresh: () => {
        refreshes += 1;
        return json(200, session('new'));
      },
      accept: (auth) => auth === 'Bearer new',
    });
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((path) => call(endpoint.get<{ ok: boolean }>(path))),
    );
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(getSession()?.access_token).toBe('new');
    expect(calls.filter((c) => c.auth === 'Bearer new')).toHaveLength(3);
  });

  it('refreshes an expired token before sending instead of earning a 401', async () => {
    setSession(session('old', Math.floor(Date.now() / 1000) - 1));
    const calls = fakeServer({
      refresh: () => json(200, session('new')),
      accept: (auth) => auth === 'Bearer new',
    });
    await call(accountApi.read);
    expect(calls.map((c) => c.url)).toEqual(['/v1/auth/refresh', '/v1/account']);
  });

  it('gives up after three retries', async () => {
    setSession(session('old'));
    let refreshes = 0;
    const calls = fakeServer({
      refresh: () => json(200, session(`new-${++refreshes}`)),
      accept: () => false,
    });
    const failure = await call(accountApi.read).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(1003);
    expect(calls.filter((c) => c.url === '/v1/account')).toHaveLength(4);
  }, 10_000);

  it('ends the session locally when the refresh token is refused (1002)', async () => {
    setSession(session('old'));
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    fakeServer({
      refresh: () => json(401, { code: 1002, message: 'revoked' }),
      accept: () => false,
    });
    await expect(call(accountApi.read)).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    setSession(session('old'));
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = input instanceof Request ? input.url : input;
      if (url.includes('/auth/refresh')) throw new TypeError('Failed to fetch');
      return json(401, { code: 1003, message: 'expired' });
    });
    await expect(api.get('account').json()).rejects.toBeTruthy();
    expect(ended).not.toHaveBeenCalled();
    expect(getSession()?.access_token).toBe('old');
  });
});
