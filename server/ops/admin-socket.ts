/**
 * The running server's door for `npm run backup` on an embedded DATA_DIR: a Unix socket,
 * `DATA_DIR/admin.sock`, readable and writable by the owner of the data directory only
 * (docs/decisions/029). The server holds the PGlite directory, so only it can take a consistent
 * snapshot; the backup command asks it here and gets the whole backup file as the answer.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { dataDirFiles, packBackup, PGDATA_ENTRY } from './backup-archive';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** A backup file of the embedded database and DATA_DIR's other files, taken now. */
export async function embeddedBackup(
  database: Database,
  dataDir: string,
  version: string,
): Promise<Buffer> {
  if (!database.snapshot) throw new Error('only an embedded database is backed up this way');
  const createdAt = new Date();
  const dump = Buffer.from(await (await database.snapshot()).arrayBuffer());
  return packBackup(
    [{ path: PGDATA_ENTRY, content: dump }, ...dataDirFiles(dataDir)],
    version,
    createdAt,
  );
}

/** Serves POST /backup on the socket; the caller holds DATA_DIR's lock, so an old socket is stale. */
export async function serveAdminSocket(options: {
  database: Database;
  dataDir: string;
  version: string;
  log: Logger;
}): Promise<Server> {
  const socketPath = adminSocketPath(options.dataDir);
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    embeddedBackup(options.database, options.dataDir, options.version).then(
      (archive) => {
        options.log.info('[backup] snapshot taken for npm run backup', { bytes: archive.length });
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(archive);
      },
      (error: unknown) => {
        options.log.error('[backup] snapshot failed', error);
        res.writeHead(500).end(error instanceof Error ? error.message : 'snapshot failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return server;
}

/**
 * Asks the server holding `dataDir` for a backup. Undefined when no server listens there (no
 * socket, or a stale one): the caller then opens the directory itself, under its lock.
 */
export function backupFromRunningServer(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: adminSocketPath(dataDir), method: 'POST', path: '/backup' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode === 200) resolve(body);
          else reject(new Error(`the running server could not take a backup: ${body.toString()}`));
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(undefined) : reject(error),
    );
    req.end();
  });
}
