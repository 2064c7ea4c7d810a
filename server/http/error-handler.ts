/** The one place that turns errors into the contract's error body (PRODUCT.md §7). */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_CODES } from '../../src/contract/common';
import { retryAfterUnavailable } from '../db/errors';
import { AppError, malformed, unavailable } from '../errors';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';

export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  const language = c.get('language') ?? 'de';
  if (error.details.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(error.details.retryAfterSeconds))));
  }
  if (error.status === 413) {
    // The rest of the body is not read: the connection cannot carry another request.
    c.header('Connection', 'close');
  }
  const requestId = error.status === 500 ? c.get('requestId') : undefined;
  return c.json(
    {
      code: error.code,
      message: error.messageIn(language),
      ...(error.details.errors ? { errors: error.details.errors } : {}),
      ...(error.details.current !== undefined ? { current: error.details.current } : {}),
      ...(requestId ? { requestId } : {}),
    },
    error.status,
  );
}

export function createErrorHandler(processLog: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) return errorResponse(c, error);
    // Hono's own exceptions for malformed requests it detects itself.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, malformed());
    }
    const log = c.get('log') ?? processLog;
    // The database away or busy: the client should retry, and this is not a bug to chase.
    const retryAfter = retryAfterUnavailable(error);
    if (retryAfter !== undefined) {
      log.warn('[http] database unavailable', { err: error });
      return errorResponse(c, unavailable(retryAfter));
    }
    log.error('[http] request failed', { err: error });
    return errorResponse(c, new AppError(500, ERROR_CODES.internal));
  };
}
