/**
 * Starts Krankentransport: checks the configuration, opens and migrates the database, serves the
 * API and the built app on one port, and shuts down gracefully on SIGTERM/SIGINT.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { guardedCreateServer } from './http/node-server';
import { openDatabase, type Database } from './db/client';
import { describeStartFailure } from './db/start-failure';
import { loadEnvOrExit, type Env } from './env';
import { createEventDispatcher } from './event-handlers';
import { loadServerKeys } from './keys';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { scheduleMonthEndInvoices } from './jobs/month-end-invoices';
import { scheduleSeriesAhead } from './jobs/series-ahead';
import { scheduleTransportLadder } from './jobs/escalation-ladder';
import { scheduleLateDepartures } from './jobs/late-departures';
import { osrmEngine, useRoutingEngine } from './modules/travel-times';
import { scheduleMaintenance, vacuumEmbedded } from './maintenance';
import { serveLocalMetrics } from './metrics/routes';
import { serveAdminSocket } from './ops/admin-socket';
import { DataDirInUse, lockDataDir } from './ops/data-dir-lock';
import { createOwnerOnly, makeOwnerOnly } from './ops/owner-only';
import { auditWriter, createAuditBuffer } from './modules/audit';
import { createPasswordRater, startSessionCache } from './modules/auth';
import { attachRealtime } from './realtime';
import { startBanner, whenListening } from './start-banner';
import { appVersion } from './version';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The database, opened and migrated; or the process ends with one line saying what failed. */
async function openDatabaseOrExit(env: Env, log: Logger): Promise<Database> {
  try {
    const database = await openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      preparedReads: env.databasePreparedReads,
      log,
    });
    await database.migrate().catch(async (error: unknown) => {
      await database.close().catch(() => {});
      throw error;
    });
    return database;
  } catch (error) {
    console.error(describeStartFailure(error, env));
    process.exit(1);
  }
}

/** An embedded DATA_DIR is this process's alone while it runs (ops/data-dir-lock.ts). */
function holdDataDirOrExit(dataDir: string) {
  try {
    lockDataDir(dataDir);
  } catch (error) {
    console.error(
      error instanceof DataDirInUse
        ? `Start failed: ${error.message} (another server, or a backup or restore). ` +
            'Several instances need PostgreSQL (DATABASE_URL).'
        : `Start failed: cannot open the embedded database in DATA_DIR=${dataDir}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}

async function main() {
  const env = loadEnvOrExit();
  // The data directory holds health data (database, outbox): the operator's alone (decision 063).
  createOwnerOnly();
  makeOwnerOnly(env.dataDir);
  const log = createLogger(env.logLevel, { format: env.logFormat });
  if (!env.databaseUrl) holdDataDirOrExit(env.dataDir);
  const database = await openDatabaseOrExit(env, log);
  const keys = await loadServerKeys(database.db, env);
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    dataDir: env.dataDir,
    log,
    printLinks: env.nodeEnv === 'development' || process.stdout.isTTY === true,
  });
  const ctx = {
    env,
    database,
    keys,
    mailer,
    log,
    now: () => new Date(),
    version: appVersion(),
    sessionCache: await startSessionCache(database),
    auditBuffer: createAuditBuffer({ write: auditWriter(database.db), log }),
    passwordRater: createPasswordRater(),
  };
  const app = createApp(ctx, { distDir: path.join(root, 'dist') });
  // Delivers what the last run left behind, then every event as it is committed.
  const events = createEventDispatcher(ctx);
  await events.start();

  const server = serve({
    fetch: app.fetch,
    port: env.port,
    hostname: env.host,
    createServer: guardedCreateServer,
  }) as Server;
  server.once('error', (error: NodeJS.ErrnoException) => {
    // Without a listener Node dies with a raw stack trace; name the setting to change instead.
    console.error(
      error.code === 'EADDRINUSE'
        ? `Start failed: PORT=${env.port} on HOST=${env.host} is already in use.`
        : `Start failed: cannot listen on HOST=${env.host} PORT=${env.port}: ${error.message}`,
    );
    process.exit(1);
  });
  const realtime = await attachRealtime(server, ctx);
  // `npm run backup` asks the server holding the embedded database (docs/decisions/029).
  const adminSocket =
    database.kind === 'pglite'
      ? await serveAdminSocket({ database, dataDir: env.dataDir, version: ctx.version, log })
      : undefined;
  const localMetrics = env.metrics.port
    ? await serveLocalMetrics(ctx, env.metrics.port).catch((error: Error) => {
        console.error(
          `Start failed: cannot serve METRICS_PORT=${env.metrics.port}: ${error.message}`,
        );
        process.exit(1);
      })
    : undefined;
  // The operator's road router for arrival times and block lengths, where configured (123).
  if (env.routingUrl) useRoutingEngine(osrmEngine(env.routingUrl));
  const stopMaintenance = scheduleMaintenance(database, log, ctx.now);
  const stopLadder = scheduleTransportLadder(database.db, log, ctx.now, env.transportJobsEveryMs);
  const stopLateWatch = scheduleLateDepartures(database.db, log, ctx.now, env.transportJobsEveryMs);
  const stopInvoices = scheduleMonthEndInvoices(database.db, log, ctx.now, env.invoicesFirstRunMs);
  const stopSeries = scheduleSeriesAhead(database.db, log, ctx.now);
  whenListening(server, () => {
    // A PGlite data directory was last vacuumed an hour ago at best (maintenance.ts). Not before
    // listening: a start must not wait on it; the first reads wait on the one connection instead.
    vacuumEmbedded(database).catch((error: unknown) =>
      log.warn('[maintenance] vacuum at start failed', error),
    );
    const banner = startBanner({
      version: ctx.version,
      env,
      databaseKind: database.kind,
      mailDestination: mailer.describe(),
      realtimeKey: ctx.keys.realtime.key,
    });
    for (const line of banner) log.info(line);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing open requests, then stopping`);
    stopMaintenance();
    stopLadder();
    stopLateWatch();
    stopInvoices();
    stopSeries();
    const force = setTimeout(() => {
      log.warn('open requests did not finish within 10 s; closing anyway');
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    // Sockets are told to reconnect (to another instance or to this one once it is back).
    void realtime.close();
    localMetrics?.close();
    adminSocket?.close();
    server.close(async () => {
      // Requests are answered; mails and other handlers still running may finish (bounded).
      await events.stop(5_000);
      // Every request has been answered: the audit rows of its reads go in before the database.
      await ctx.auditBuffer.close();
      await ctx.sessionCache.close().catch(() => {});
      await ctx.passwordRater.close().catch(() => {});
      await database
        .close()
        .catch((error: unknown) => log.error('closing the database failed', error));
      log.info('stopped');
      process.exit(0);
    });
    // Keep-alive connections with no request in flight would hold close() open until they time
    // out; that includes the connections of requests still running now, once they are answered.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Start failed:', error);
  process.exit(1);
});
