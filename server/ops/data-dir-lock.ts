/**
 * One process at a time on an embedded DATA_DIR: PGlite has no lock of its own, and two
 * processes writing one data directory would corrupt it. The server holds `DATA_DIR/.lock` while
 * it runs; backup, restore and migrate-to-postgres hold it while they open the directory. A lock
 * left by a process that is gone (a crash, a kill -9) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR=${dataDir} is in use by process ${pid}`);
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, '.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirInUse; resolves to its release (also run at exit). */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new DataDirInUse(dataDir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`cannot take the lock ${file}`);
}
