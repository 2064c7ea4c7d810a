/** The one place that turns errors into the contract's error body (PRODUCT.md §7). */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_CODES } from '../../src/contract/common';
import { AppError, malformed } from '../errors';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';

export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  const language = c.get('language') ?? 'de';
  if (error.details.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(error.details.retryAfterSeconds))));
  }
  return c.json(
    {
      code: error.code,
      message: error.messageIn(language),
      ...(error.details.errors ? { errors: error.details.errors } : {}),
      ...(error.details.current !== undefined ? { current: error.details.current } : {}),
    },
    error.status,
  );
}

export function createErrorHandler(log: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof AppError) return errorResponse(c, error);
    // Hono's own exceptions: the body limit (413) and malformed requests it detects itself.
    if (error instanceof HTTPException) {
      if (error.status === 413) {
        return c.json(
          {
            code: ERROR_CODES.malformed,
            message:
              c.get('language') === 'en' ? 'The request is too large.' : 'Die Anfrage ist zu groß.',
          },
          413,
        );
      }
      if (error.status < 500) return errorResponse(c, malformed());
    }
    log.error(`[http] ${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(c, new AppError(500, ERROR_CODES.internal));
  };
}
