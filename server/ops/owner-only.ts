/**
 * Health data on the disk is readable by the operator's account alone (issue 23 §2, decision
 * 063): the data directory, PGlite's files, the mail outbox and every backup are 0700/0600
 * whatever the umask the process was started with.
 *
 * Three layers, because each alone leaves a gap:
 * - the umask 077 covers every file this process (and pg_dump, its child) creates from now on;
 * - a sweep at start fixes what an older version or another umask left behind;
 * - PGlite's Emscripten NODEFS creates a file and then chmods it to the mode Postgres asked for
 *   (0666 in the WASM build), which bypasses the umask: inside a guarded directory, those chmods
 *   lose their group and other bits.
 */
import fs from 'node:fs';
import path from 'node:path';

const OWNER_ONLY = 0o077;

/** From now on every file and directory this process creates is its owner's alone. */
export function createOwnerOnly(): void {
  process.umask(OWNER_ONLY);
}

/** Directories 0700, files 0600 under `dir` (and `dir` itself); a missing `dir` is left be. */
export function makeOwnerOnly(dir: string): void {
  let entries: fs.Dirent[];
  try {
    if (!fs.lstatSync(dir).isDirectory()) return;
    fs.chmodSync(dir, 0o700);
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) makeOwnerOnly(entryPath);
    else if (entry.isFile()) fs.chmodSync(entryPath, 0o600);
    // Sockets and links are left as they are: a link's mode is its target's.
  }
}

const guarded = new Set<string>();
const inGuarded = (file: string) => {
  const resolved = path.resolve(file);
  for (const dir of guarded)
    if (resolved === dir || resolved.startsWith(dir + path.sep)) return true;
  return false;
};
/** The path behind a descriptor (Linux); unknown elsewhere, then treated as guarded. */
const pathOfFd = (fd: number) => {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined;
  }
};

/**
 * Chmods of files inside `dir` keep the owner's bits only, for the rest of the process. PGlite
 * reaches the disk through the `node:fs` module object, so its chmods pass through here.
 */
export function guardOwnerOnly(dir: string): void {
  if (guarded.size === 0) {
    const { chmodSync, fchmodSync } = fs;
    fs.chmodSync = (file, mode) =>
      chmodSync(file, inGuarded(String(file)) ? ownerBits(mode) : mode);
    fs.fchmodSync = (fd, mode) => {
      const file = pathOfFd(fd);
      fchmodSync(fd, file === undefined || inGuarded(file) ? ownerBits(mode) : mode);
    };
  }
  guarded.add(path.resolve(dir));
}

const ownerBits = (mode: fs.Mode) =>
  (typeof mode === 'string' ? parseInt(mode, 8) : mode) & ~OWNER_ONLY;
