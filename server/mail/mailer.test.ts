import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const RESET_LINK = 'https://kt.example.org/reset-password/0b7e/Zk3x';

/** An outbox mailer whose log lines are kept; sends one reset mail. */
async function sendReset(printLinks: boolean) {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'kt-mailer-'));
  dirs.push(dataDir);
  const lines: string[] = [];
  const log: Logger = {
    debug: (line) => lines.push(line),
    info: (line) => lines.push(line),
    warn: (line) => lines.push(line),
    error: (line) => lines.push(line),
  };
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'kt@example.org',
    dataDir,
    log,
    printLinks,
  });
  await mailer.send({
    to: 'anna@example.org',
    subject: 'Passwort zurücksetzen',
    text: `Link: ${RESET_LINK}`,
    html: `<a href="${RESET_LINK}">Link</a>`,
    links: [RESET_LINK],
  });
  const outbox = path.join(dataDir, 'outbox');
  const [file] = fs.readdirSync(outbox);
  return { log: lines.join('\n'), mail: fs.readFileSync(path.join(outbox, file!), 'utf8') };
}

describe('the outbox mailer', () => {
  it('keeps reset links out of the log of a server (no terminal, not development)', async () => {
    const { log, mail } = await sendReset(false);
    expect(log).toContain('[mail] to anna@example.org: Passwort zurücksetzen');
    expect(log).not.toContain('reset-password');
    expect(mail.replace(/=\r?\n/g, '')).toContain('reset-password/0b7e/Zk3x');
  });

  it('prints them for a developer', async () => {
    expect((await sendReset(true)).log).toContain(RESET_LINK);
  });
});
