/**
 * The outbox's files: a mail is whole or not there. Written under a temporary name and renamed,
 * so a full disk or a crash leaves no 0-byte or cut `.eml` (a rename within one directory is
 * atomic); the operator's alone, as the mails hold reset and invitation links (decision 063).
 */
import fs from 'node:fs';
import path from 'node:path';

export function writeToOutbox(outbox: string, name: string, message: Buffer): string {
  fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
  const file = path.join(outbox, name);
  // Not ending in .eml: whoever reads the outbox never sees a mail being written.
  const partial = `${file}.partial`;
  try {
    fs.writeFileSync(partial, message, { mode: 0o600 });
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return file;
}
