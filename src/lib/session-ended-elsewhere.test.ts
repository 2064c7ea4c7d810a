import type { AuthAnswer } from '@/contract/auth';
import { clearSession, setSession } from './session';
import {
  appPath,
  loginRedirect,
  pathAfterLogin,
  userEndedElsewhere,
} from './session-ended-elsewhere';

const sessionOf = (id: string): AuthAnswer =>
  ({
    access_token: `token-${id}`,
    expire: 2_000_000_000,
    user: { id, organization: { id: 'o', name: 'Station 3', type: { value: 'MD' } } },
  }) as AuthAnswer;

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('a path to return to after login', () => {
  it.each([
    ['/transport/view/7?tab=history#events', '/transport/view/7?tab=history#events'],
    ['/settings/account', '/settings/account'],
  ])('keeps the app path %s', (value, path) => {
    expect(appPath(value)).toBe(path);
  });

  it.each([
    '//evil.example/login',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'settings/account',
    '',
    undefined,
  ])('refuses %j, which could lead to another site', (value) => {
    expect(appPath(value)).toBeUndefined();
  });
});

describe('a session ended by the server', () => {
  it("is remembered as this user's, also when several refused requests end it", () => {
    setSession(sessionOf('anna'));
    clearSession('ended-elsewhere');
    clearSession('ended-elsewhere');
    expect(userEndedElsewhere()).toBe('anna');
    expect(loginRedirect('/settings/account')).toEqual({
      to: '/login',
      search: { redirect: '/settings/account', signedOut: true },
    });
  });

  it('is not said after a logout by hand, which forgets an earlier end', () => {
    setSession(sessionOf('anna'));
    clearSession('ended-elsewhere');
    setSession(sessionOf('anna'));
    clearSession();
    expect(userEndedElsewhere()).toBeNull();
    expect(loginRedirect('/patients').search.signedOut).toBeUndefined();
  });

  it('brings the same person back to their page, once', () => {
    setSession(sessionOf('anna'));
    clearSession('ended-elsewhere');
    expect(pathAfterLogin('anna', '/settings/account')).toBe('/settings/account');
    expect(userEndedElsewhere()).toBeNull();
  });

  it("sends another person to the start page, not into the former user's page", () => {
    setSession(sessionOf('anna'));
    clearSession('ended-elsewhere');
    expect(pathAfterLogin('ben', '/transport/view/7')).toBe('/');
  });

  it('never redirects off the app, whoever signs in', () => {
    expect(pathAfterLogin('anna', '//evil.example')).toBe('/');
    expect(pathAfterLogin('anna', undefined)).toBe('/');
  });
});

describe('the login page a signed-out visitor is sent to', () => {
  it('returns to a deep link for whoever signs in', () => {
    expect(loginRedirect('/transport/view/7')).toEqual({
      to: '/login',
      search: { redirect: '/transport/view/7', signedOut: undefined },
    });
    expect(pathAfterLogin('ben', '/transport/view/7')).toBe('/transport/view/7');
  });
});
