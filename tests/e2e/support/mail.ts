/** Reads the server's mail outbox (DATA_DIR/outbox/*.eml) like a user reads their inbox. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest link to `kind` mailed to `email`, waiting up to `timeoutMs` for the mail. */
export async function mailedLink(
  dataDir: string,
  email: string,
  kind: 'confirm-email' | 'reset-password',
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const outbox = path.join(dataDir, 'outbox');
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const body = decodeQuotedPrintable(raw);
      const match = new RegExp(`https?://[^\\s"<>]+/${kind}/[0-9a-f-]{36}/[A-Za-z0-9_-]+`).exec(
        body,
      );
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} mail to ${email} in ${outbox}`);
}
