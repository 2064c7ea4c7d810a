/**
 * Configuration from the environment (PRODUCT.md §1), checked once at start-up: a wrong value
 * stops the process with a message naming the variable, instead of failing later at random.
 */
import path from 'node:path';
import * as v from 'valibot';

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be between 1 and 65535'),
  v.maxValue(65535, 'must be between 1 and 65535'),
);
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url('must be a URL'),
    // Runs after v.url even when that failed, so it must not throw on a non-URL.
    v.check(
      (value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol),
      `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    ),
  );
const nonEmpty = v.pipe(v.string(), v.nonEmpty('must not be empty'));

const wholeNumber = (min: number, max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(min, `must be between ${min} and ${max}`),
      v.maxValue(max, `must be between ${min} and ${max}`),
    ),
    fallback,
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['production', 'development', 'test']), 'production'),
  PORT: v.optional(port, '3000'),
  HOST: v.optional(nonEmpty, '127.0.0.1'),
  DATA_DIR: v.optional(nonEmpty, './data'),
  PUBLIC_URL: v.optional(url(['http:', 'https:'])),
  DATABASE_URL: v.optional(url(['postgres:', 'postgresql:'])),
  /** Reads prepared once per pooled connection (decision 132); off behind a pooler without them. */
  DATABASE_PREPARED_READS: v.optional(v.picklist(['true', 'false']), 'true'),
  SMTP_URL: v.optional(url(['smtp:', 'smtps:'])),
  /** An OSRM-compatible road router of the operator's own (decision 123); else the estimate. */
  ROUTING_URL: v.optional(url(['http:', 'https:'])),
  MAIL_FROM: v.optional(nonEmpty, 'Krankentransport <no-reply@krankentransport.local>'),
  PUSHER_APP_ID: v.optional(nonEmpty),
  PUSHER_KEY: v.optional(nonEmpty),
  PUSHER_SECRET: v.optional(nonEmpty),
  PUSHER_HOST: v.optional(nonEmpty),
  PUSHER_PORT: v.optional(port),
  PUSHER_CLUSTER: v.optional(nonEmpty),
  VAPID_PUBLIC_KEY: v.optional(nonEmpty),
  VAPID_PRIVATE_KEY: v.optional(nonEmpty),
  /** Behind a reverse proxy, the client address comes from X-Forwarded-For. */
  TRUST_PROXY: v.optional(v.picklist(['true', 'false']), 'false'),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error']), 'info'),
  /** JSON lines for log shipping; pretty lines for a developer. Default: pretty in development. */
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'])),
  /** GET /metrics on the app's port for a bearer of this token; unset, /metrics is a 404. */
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters (a random token)')),
  ),
  /** GET /metrics without a token on this port of 127.0.0.1 only (a local Prometheus agent). */
  METRICS_PORT: v.optional(port),
  /**
   * How often the transport jobs (escalation ladder, expiry) look for due transports. A minute is
   * what a ward needs; the e2e server asks for a few seconds so a story needs no waiting.
   */
  TRANSPORT_JOBS_EVERY_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of seconds'),
      v.transform(Number),
      v.minValue(1, 'must be between 1 and 3600'),
      v.maxValue(3600, 'must be between 1 and 3600'),
    ),
    '60',
  ),
  /**
   * Seconds after a start before the month-end invoicing first looks for a month just ended
   * (then hourly): an instance started on the 1st need not wait an hour. The e2e server asks for
   * one second, so a story sees the month issued after a restart without waiting a minute.
   */
  INVOICES_FIRST_RUN_SECONDS: wholeNumber(1, 3600, '60'),
  /** Realtime bounds (decision 065): seconds a socket has to subscribe to a channel it may use. */
  REALTIME_SUBSCRIBE_SECONDS: wholeNumber(1, 3600, '30'),
  /** Sockets of one client address: a ward of 50 screens behind one NAT, two tabs each, fits. */
  REALTIME_SOCKETS_PER_ADDRESS: wholeNumber(1, 100_000, '200'),
  /** Sockets whose channels one user authorised: a shared ward login on 50 screens fits. */
  REALTIME_SOCKETS_PER_USER: wholeNumber(1, 100_000, '100'),
  /** Sockets of this instance: the rest of the descriptors stay for HTTP (/healthz, login). */
  REALTIME_SOCKETS_MAX: wholeNumber(1, 1_000_000, '5000'),
});

/**
 * Variables that only work together. Checked beside the schema rather than in its pipe, where a
 * check would only run once every other variable is valid: all problems are reported at once.
 */
const SET_TOGETHER = [
  ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
] as const;

/** Variables whose value a message never shows, even a wrong one. */
const SECRETS = new Set(['METRICS_TOKEN', 'PUSHER_SECRET', 'VAPID_PRIVATE_KEY']);

export type Env = {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: reads prepared once per pooled connection (decision 132). */
  databasePreparedReads: boolean;
  smtpUrl: string | undefined;
  /** The road router's base URL (decision 123), or none: the embedded estimate. */
  routingUrl: string | undefined;
  mailFrom: string;
  pusher:
    | { appId: string; key: string; secret: string; host?: string; port?: number; cluster?: string }
    | undefined;
  vapid: { publicKey: string; privateKey: string } | undefined;
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  logFormat: 'json' | 'pretty';
  metrics: { token: string | undefined; port: number | undefined };
  transportJobsEveryMs: number;
  invoicesFirstRunMs: number;
  realtime: RealtimeLimits;
};

export type RealtimeLimits = {
  subscribeDeadlineMs: number;
  perAddress: number;
  perUser: number;
  max: number;
};

export class EnvError extends Error {}

/** A value as shown in a message: the password of a connection URL stays hidden. */
export function withoutPassword(value: string | undefined): string | undefined {
  return value?.replace(/\/\/([^/@:]*):[^/@]*@/, '//$1:***@');
}

/** Reads the environment; throws an EnvError listing every wrong variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const relevant = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in EnvSchema.entries && value !== ''),
  );
  const result = v.safeParse(EnvSchema, relevant);
  const lines = (result.issues ?? []).map((issue) => {
    const key = v.getDotPath(issue);
    return key
      ? `  ${key}=${SECRETS.has(key) ? '***' : JSON.stringify(withoutPassword(relevant[key]))}: ${issue.message}`
      : `  ${issue.message}`;
  });
  for (const names of SET_TOGETHER) {
    const given = names.filter((name) => relevant[name] !== undefined).length;
    if (given > 0 && given < names.length) {
      lines.push(`  ${names.join(', ')} must be set together`);
    }
  }
  if (!result.success || lines.length > 0) {
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.output;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    databasePreparedReads: env.DATABASE_PREPARED_READS === 'true',
    smtpUrl: env.SMTP_URL,
    routingUrl: env.ROUTING_URL,
    mailFrom: env.MAIL_FROM,
    pusher: env.PUSHER_APP_ID
      ? {
          appId: env.PUSHER_APP_ID,
          key: env.PUSHER_KEY!,
          secret: env.PUSHER_SECRET!,
          host: env.PUSHER_HOST,
          port: env.PUSHER_PORT,
          cluster: env.PUSHER_CLUSTER,
        }
      : undefined,
    vapid: env.VAPID_PUBLIC_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY! }
      : undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    transportJobsEveryMs: env.TRANSPORT_JOBS_EVERY_SECONDS * 1000,
    invoicesFirstRunMs: env.INVOICES_FIRST_RUN_SECONDS * 1000,
    realtime: {
      subscribeDeadlineMs: env.REALTIME_SUBSCRIBE_SECONDS * 1000,
      perAddress: env.REALTIME_SOCKETS_PER_ADDRESS,
      perUser: env.REALTIME_SOCKETS_PER_USER,
      max: env.REALTIME_SOCKETS_MAX,
    },
  };
}

/** For entry points: the environment, or the process ends with the list of wrong variables. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
