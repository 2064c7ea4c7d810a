/**
 * The backup file of an embedded installation: one gzip stream holding a header line, a JSON
 * manifest line and the files it lists, back to back: PGlite's dump of the data directory
 * (`pgdata.tar`) and the mail outbox (`outbox/*.eml`). Server keys, the events outbox and every
 * record are in the database and so in the dump. Written and read whole, in memory: PGlite's dump
 * is a Blob in memory anyway, and an installation that outgrows this has moved to PostgreSQL.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const MAGIC = 'KRANKENTRANSPORT-BACKUP 1';
export const PGDATA_ENTRY = 'pgdata.tar';

export type BackupFile = { path: string; content: Buffer };
export type Manifest = {
  createdAt: string;
  version: string;
  files: { path: string; size: number }[];
};

/** The files of DATA_DIR besides the database that a restore needs: the mail outbox. */
export function dataDirFiles(dataDir: string): BackupFile[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({
      path: `outbox/${name}`,
      content: readFileSync(path.join(outbox, name)),
    }));
}

export function packBackup(files: BackupFile[], version: string, createdAt: Date): Buffer {
  const manifest: Manifest = {
    createdAt: createdAt.toISOString(),
    version,
    files: files.map((file) => ({ path: file.path, size: file.content.length })),
  };
  const head = Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
  return gzipSync(Buffer.concat([head, ...files.map((file) => file.content)]));
}

/** The files of a backup; throws on anything that is not a complete backup of this format. */
export function unpackBackup(archive: Buffer): { manifest: Manifest; files: BackupFile[] } {
  let raw: Buffer;
  try {
    raw = gunzipSync(archive);
  } catch {
    throw new Error('not a Krankentransport backup (not gzip, or cut short)');
  }
  const firstEnd = raw.indexOf('\n');
  const secondEnd = raw.indexOf('\n', firstEnd + 1);
  if (firstEnd < 0 || raw.subarray(0, firstEnd).toString() !== MAGIC || secondEnd < 0) {
    throw new Error('not a Krankentransport backup (unknown header)');
  }
  const manifest = JSON.parse(raw.subarray(firstEnd + 1, secondEnd).toString()) as Manifest;
  let offset = secondEnd + 1;
  const files = manifest.files.map((entry) => {
    const content = raw.subarray(offset, offset + entry.size);
    offset += entry.size;
    if (content.length !== entry.size || !isSafeEntry(entry.path)) {
      throw new Error(`backup entry ${entry.path} is damaged`);
    }
    return { path: entry.path, content };
  });
  if (offset !== raw.length || !files.some((file) => file.path === PGDATA_ENTRY)) {
    throw new Error('backup is damaged (sizes do not add up, or the database is missing)');
  }
  return { manifest, files };
}

/** Only the entries a backup writes: a crafted file must not write outside DATA_DIR. */
const isSafeEntry = (entry: string) =>
  entry === PGDATA_ENTRY || /^outbox\/[\w.-]+\.eml$/.test(entry);
