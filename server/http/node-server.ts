/**
 * The Node HTTP server under Hono, set up so that one client cannot hold it (issue 23 §1, §4;
 * decision 065):
 * - a connection must send a complete request head within HEADERS_TIMEOUT_MS and the whole
 *   request within REQUEST_TIMEOUT_MS, or it is closed; Node checks every second, not every 30 s;
 * - an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS;
 * - a body announced larger than the limit is answered 413 before any of it is read, and the
 *   rest is read and dropped (up to a bound) instead of closing at once: closing a socket with
 *   unread data resets it, and the client (fetch) lost the answer to an EPIPE.
 */
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { ERROR_CODES } from '../../src/contract/common';
import { pickLanguage } from '../../src/contract/messages';
import { payloadTooLarge } from '../errors';

export const HEADERS_TIMEOUT_MS = 10_000;
/** A 1 MiB body at 256 kbit/s takes about 33 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;
/** The API's body limit (app.ts reads it too, for bodies sent without a length). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** What of a refused body is read and dropped so the client reads the 413; beyond, it is cut. */
const DROP_AT_MOST_BYTES = 64 * 1024 * 1024;

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

function announcedTooLarge(request: IncomingMessage): boolean {
  if (BODYLESS.has(request.method ?? 'GET')) return false;
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > BODY_LIMIT_BYTES;
}

/** The 413 in the contract's error body, before Hono (and any body reading) is reached. */
const refuseTooLarge: RequestListener = (request, response) => {
  const language = pickLanguage(request.headers['accept-language']);
  const body = JSON.stringify({
    code: ERROR_CODES.payloadTooLarge,
    message: payloadTooLarge().messageIn(language),
  });
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DROP_AT_MOST_BYTES) request.socket.destroy();
  });
  response.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
};

/** `createServer` for @hono/node-server's `serve`: the timeouts and the early 413. */
export const guardedCreateServer = ((options: object, listener: RequestListener) => {
  const server = createServer(
    {
      ...options,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    (request, response) =>
      announcedTooLarge(request) ? refuseTooLarge(request, response) : listener(request, response),
  );
  return server;
}) as typeof createServer;
