/**
 * A stand-in Web Push service for tests: an HTTPS server on 127.0.0.1 with a self-signed
 * certificate (made by the system's openssl) that keeps what web-push sends and answers what
 * the test asks for. `subscribe()` plays the browser: its own ECDH keys and auth secret, so the
 * test decrypts the aes128gcm payload exactly as a browser would (RFC 8291, with `http_ece`).
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';

export type PushRequest = { endpoint: string; headers: Record<string, string>; body: Buffer };

export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payload of a request to this subscription, decrypted with its keys. */
  decrypt(request: PushRequest): unknown;
};

export type PushService = {
  /** Trusts the service's certificate: pass to the push sender. */
  agent: Agent;
  received: PushRequest[];
  /** The status of the next answers to `endpoint`, in order; 201 when none is left. */
  answerWith(endpoint: string, ...statuses: number[]): void;
  subscribe(): BrowserSubscription;
  close(): Promise<void>;
};

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' }); // prettier-ignore
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const { key, cert } = selfSignedCertificate();
  const received: PushRequest[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      received.push({ endpoint: request.url ?? '', headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(request.url ?? '')?.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });
  return {
    agent,
    received,
    answerWith: (endpoint, ...statuses) => {
      const path = new URL(endpoint).pathname;
      answers.set(path, [...(answers.get(path) ?? []), ...statuses]);
    },
    subscribe() {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/send/${randomUUID()}`;
      return {
        endpoint,
        keys: { p256dh: keys.getPublicKey('base64url'), auth },
        decrypt: (request) =>
          JSON.parse(
            decrypt(request.body, {
              version: 'aes128gcm',
              privateKey: keys,
              authSecret: auth,
            }).toString('utf8'),
          ),
      };
    },
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Checks the VAPID header (RFC 8292) of a push request: an ES256 JWT signed by the application
 * server's key `k`, for the push service's origin, not expired. Answers the token's claims.
 */
export function verifiedVapid(
  request: PushRequest,
  now: Date,
): { aud: string; exp: number; sub: string; k: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${request.headers.authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (body.exp * 1000 <= now.getTime()) throw new Error('VAPID token expired');
  return { ...body, k };
}
