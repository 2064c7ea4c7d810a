/** The refresh token travels only in this cookie: HttpOnly, SameSite=Strict, Path=/v1/auth. */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext, AppEnv } from '../../context';
import { SESSION_IDLE_DAYS } from './sessions';

export const REFRESH_COOKIE = 'refresh_token';
const PATH = '/v1/auth';

const secure = (ctx: AppContext) => ctx.env.publicUrl.startsWith('https:');

export function setRefreshCookie(ctx: AppContext, c: Context<AppEnv>, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: PATH,
    secure: secure(ctx),
    maxAge: SESSION_IDLE_DAYS * 86_400,
  });
}

export function clearRefreshCookie(ctx: AppContext, c: Context<AppEnv>): void {
  deleteCookie(c, REFRESH_COOKIE, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: secure(ctx),
  });
}

export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}
