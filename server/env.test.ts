import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

/** The message of the EnvError that `env` causes. */
function problems(env: Record<string, string | undefined>): string {
  try {
    loadEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe('loadEnv', () => {
  it('has a default for everything', () => {
    expect(loadEnv({})).toEqual({
      nodeEnv: 'production',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      databasePreparedReads: true,
      smtpUrl: undefined,
      mailFrom: 'Krankentransport <no-reply@krankentransport.local>',
      pusher: undefined,
      vapid: undefined,
      trustProxy: false,
      logLevel: 'info',
      logFormat: 'json',
      metrics: { token: undefined, port: undefined },
      transportJobsEveryMs: 60_000,
      invoicesFirstRunMs: 60_000,
      realtime: { subscribeDeadlineMs: 30_000, perAddress: 200, perUser: 100, max: 5000 },
    });
  });

  it('reads every variable', () => {
    const env = loadEnv({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/kt',
      PUBLIC_URL: 'https://kt.example.org/',
      DATABASE_URL: 'postgresql://kt:secret@db:5432/kt',
      DATABASE_PREPARED_READS: 'false',
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      ROUTING_URL: 'http://osrm.internal:5000',
      MAIL_FROM: 'KT <kt@example.org>',
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'key',
      PUSHER_SECRET: 'secret',
      PUSHER_HOST: 'soketi.internal',
      PUSHER_PORT: '6001',
      PUSHER_CLUSTER: 'eu',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      METRICS_TOKEN: 'a-token-of-32-characters-or-more',
      METRICS_PORT: '9464',
      TRANSPORT_JOBS_EVERY_SECONDS: '5',
      INVOICES_FIRST_RUN_SECONDS: '2',
    });
    expect(env).toEqual({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/kt',
      publicUrl: 'https://kt.example.org',
      databaseUrl: 'postgresql://kt:secret@db:5432/kt',
      databasePreparedReads: false,
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      routingUrl: 'http://osrm.internal:5000',
      mailFrom: 'KT <kt@example.org>',
      pusher: {
        appId: '1',
        key: 'key',
        secret: 'secret',
        host: 'soketi.internal',
        port: 6001,
        cluster: 'eu',
      },
      vapid: { publicKey: 'pub', privateKey: 'priv' },
      trustProxy: true,
      logLevel: 'debug',
      logFormat: 'json',
      metrics: { token: 'a-token-of-32-characters-or-more', port: 9464 },
      transportJobsEveryMs: 5_000,
      invoicesFirstRunMs: 2_000,
      realtime: { subscribeDeadlineMs: 30_000, perAddress: 200, perUser: 100, max: 5000 },
    });
  });

  it('derives PUBLIC_URL from PORT, resolves DATA_DIR and ignores empty and unknown variables', () => {
    const env = loadEnv({ PORT: '4000', DATA_DIR: 'tmp/kt', DATABASE_URL: '', OTHER: 'x' });
    expect(env.publicUrl).toBe('http://localhost:4000');
    expect(env.dataDir).toBe(path.resolve('tmp/kt'));
    expect(env.databaseUrl).toBeUndefined();
  });

  it('writes pretty log lines in development and JSON lines otherwise, unless LOG_FORMAT says', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadEnv({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadEnv({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadEnv({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadEnv({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it.each([
    ['PORT', 'abc', 'must be a whole number'],
    ['PORT', '3.5', 'must be a whole number'],
    ['PORT', '-1', 'must be a whole number'],
    ['PORT', '0', 'must be between 1 and 65535'],
    ['PORT', '65536', 'must be between 1 and 65535'],
    ['PUBLIC_URL', 'nope', 'must be a URL'],
    ['PUBLIC_URL', 'ftp://kt.example.org', 'must start with http:// or https://'],
    ['DATABASE_URL', 'mysql://x', 'must start with postgres:// or postgresql://'],
    ['DATABASE_URL', 'localhost:5432', 'must start with postgres:// or postgresql://'],
    ['SMTP_URL', 'http://mail', 'must start with smtp:// or smtps://'],
    ['ROUTING_URL', 'osrm:5000', 'must start with http:// or https://'],
    ['PUSHER_PORT', 'eins', 'must be a whole number'],
    ['NODE_ENV', 'staging', 'Invalid type'],
    ['TRUST_PROXY', 'yes', 'Invalid type'],
    ['LOG_LEVEL', 'verbose', 'Invalid type'],
    ['LOG_FORMAT', 'text', 'Invalid type'],
    ['METRICS_PORT', '99999', 'must be between 1 and 65535'],
  ])('reports %s=%s with the variable name', (name, value, message) => {
    const text = problems({ [name]: value });
    expect(text).toContain(`${name}=${JSON.stringify(value)}: ${message}`);
  });

  it('refuses a short METRICS_TOKEN without showing it', () => {
    const text = problems({ METRICS_TOKEN: 'kurz' });
    expect(text).toContain('METRICS_TOKEN=***: must be at least 16 characters');
    expect(text).not.toContain('kurz');
  });

  it('reports every invalid variable at once, pairs included', () => {
    const text = problems({
      PORT: 'abc',
      PUBLIC_URL: 'nope',
      DATABASE_URL: 'mysql://x',
      PUSHER_KEY: 'key',
      VAPID_PRIVATE_KEY: 'priv',
    });
    expect(text.split('\n')).toEqual([
      'Invalid configuration:',
      '  PORT="abc": must be a whole number',
      '  PUBLIC_URL="nope": must be a URL',
      '  DATABASE_URL="mysql://x": must start with postgres:// or postgresql://',
      '  PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET must be set together',
      '  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY must be set together',
    ]);
  });

  it.each([
    [{ PUSHER_APP_ID: '1' }],
    [{ PUSHER_APP_ID: '1', PUSHER_KEY: 'k' }],
    [{ PUSHER_SECRET: 's' }],
  ])('wants the Pusher credentials together: %j', (env) => {
    expect(problems(env)).toContain(
      'PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET must be set together',
    );
  });

  it('wants the VAPID keys together', () => {
    expect(problems({ VAPID_PUBLIC_KEY: 'pub' })).toContain(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY must be set together',
    );
    expect(problems({ VAPID_PRIVATE_KEY: 'priv' })).toContain('must be set together');
    expect(loadEnv({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' }).vapid).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
    });
  });

  it('takes Pusher host, port and cluster as optional', () => {
    const env = loadEnv({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's' });
    expect(env.pusher).toEqual({
      appId: '1',
      key: 'k',
      secret: 's',
      host: undefined,
      port: undefined,
      cluster: undefined,
    });
  });

  it('reads process.env by default', () => {
    const saved = process.env.PORT;
    process.env.PORT = '4321';
    try {
      expect(loadEnv().port).toBe(4321);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});

describe('secrets in error messages', () => {
  it('names a wrong connection URL without its password', () => {
    let message = '';
    try {
      loadEnv({
        DATABASE_URL: 'mysql://app:geheim@db/x',
        SMTP_URL: 'http://mail:auch-geheim@host',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL="mysql://app:***@db/x"');
    expect(message).toContain('SMTP_URL="http://mail:***@host"');
    expect(message).not.toMatch(/geheim/);
  });
});
