/**
 * The one HTTP client (CONVENTIONS.md 4): base `/v1`, credentials, the bearer token while it is
 * valid, the caller's language, and the 401 flow of seed §8 — on 401 with code 1003 or 0 the
 * token is refreshed (single-flight) and the request retried, at most 3 times, 1 s apart; a 1002
 * ends the session locally. Errors become ApiError (contract body) or NetworkError.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import { ERROR_CODES, type ErrorBody } from '@/contract/common';
import type { AnswerOf, BodyOf, Endpoint, Method, ParamsOf } from '@/contract/endpoint';
import { ApiError, NetworkError } from './api-error';
import { i18n } from './i18n';
import { getSession, isAccessTokenValid } from './session';
import { refreshSession } from './session-refresh';

export const MAX_AUTH_RETRIES = 3;
export const AUTH_RETRY_DELAY_MS = 1000;

/** Called when the server says the session is over (1002 or a failed refresh). */
let onSessionEnded: () => void = () => {};
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

const isAuthEndpoint = (url: string) => new URL(url).pathname.startsWith('/v1/auth/');

async function errorBodyOf(response: Response): Promise<ErrorBody | null> {
  try {
    const body = (await response.clone().json()) as ErrorBody;
    return typeof body?.code === 'number' ? body : null;
  } catch {
    return null;
  }
}

export const api: KyInstance = ky.create({
  prefixUrl: '/v1',
  credentials: 'include',
  timeout: 30_000,
  // Only the forced retries below; repeating failed reads is TanStack Query's job, and writes
  // are repeated by the offline queue with their Idempotency-Key.
  retry: { limit: MAX_AUTH_RETRIES, shouldRetry: () => false },
  hooks: {
    beforeRequest: [
      async (request) => {
        let session = getSession();
        // An expired token would only earn a 401: refresh first (seed §4).
        if (session && !isAccessTokenValid(session) && !isAuthEndpoint(request.url)) {
          const result = await refreshSession();
          if (result.ok) session = result.session;
          else if (result.ended) onSessionEnded();
        }
        if (session && isAccessTokenValid(session)) {
          request.headers.set('Authorization', `Bearer ${session.access_token}`);
        }
        request.headers.set('Accept-Language', i18n.locale || 'de');
      },
    ],
    afterResponse: [
      async (request, _options, response, state) => {
        if (response.status !== 401 || isAuthEndpoint(request.url)) return;
        // Out of retries: the 401 stands and reaches the caller as an ApiError.
        if (state.retryCount >= MAX_AUTH_RETRIES) return;
        const body = await errorBodyOf(response);
        if (body?.code === ERROR_CODES.refreshInvalid) {
          onSessionEnded();
          return;
        }
        if (body?.code !== ERROR_CODES.accessExpired && body?.code !== ERROR_CODES.unauthenticated)
          return;
        if (!getSession()) return;
        const result = await refreshSession();
        if (!result.ok) {
          if (result.ended) onSessionEnded();
          return;
        }
        return ky.retry({ delay: AUTH_RETRY_DELAY_MS, code: 'ACCESS_TOKEN_REFRESHED' });
      },
    ],
    beforeError: [
      async (error) => {
        const body = await errorBodyOf(error.response);
        if (!body) return error;
        const retryAfter = Number(error.response.headers.get('Retry-After'));
        return new ApiError(
          error.response.status,
          body,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
        ) as unknown as HTTPError;
      },
    ],
  },
});

/** Runs a request and normalises failures into ApiError or NetworkError. */
export async function send<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof HTTPError) {
      throw new ApiError(error.response.status, {
        code: error.response.status >= 500 ? ERROR_CODES.internal : ERROR_CODES.malformed,
        message: error.message,
      });
    }
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

type Query = Record<string, string | number | undefined>;

type CallOptions<E> = ([ParamsOf<E>] extends [void]
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  ([BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> }) & {
    query?: Query;
    headers?: Record<string, string>;
  };

/** Calls an operation of the contract (src/contract) and answers what it declares. */
export function call<E extends Endpoint<never, never, unknown>>(
  endpoint: E,
  ...[options]: object extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<AnswerOf<E>> {
  const { params, body, query, headers } = (options ?? {}) as {
    params?: never;
    body?: unknown;
    query?: Query;
    headers?: Record<string, string>;
  };
  const path = endpoint.path(params as never);
  if (endpoint.method === 'GET') {
    return send(api.get(path, { searchParams: clean(query), headers }).json<AnswerOf<E>>());
  }
  const json = endpoint.method === 'DELETE' ? body : (body ?? {});
  return send(api(path, { method: endpoint.method, json, headers }).then(parse<AnswerOf<E>>));
}

/**
 * A request whose every answer the caller reads itself (the offline queue: a 409 or 422 is an
 * outcome there, not a failure). Only a request that never got an answer throws (NetworkError).
 */
export async function exchange(
  method: Method,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number },
): Promise<{ status: number; body: unknown }> {
  const response = await send(
    api(path, {
      method,
      json: options.body,
      headers: options.headers,
      timeout: options.timeoutMs,
      throwHttpErrors: false,
    }),
  );
  return { status: response.status, body: await parse<unknown>(response).catch(() => null) };
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function clean(params?: Query) {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries) as Record<string, string | number>;
}
