/**
 * Outgoing mail through nodemailer. Without SMTP_URL every mail is written as an .eml file to
 * DATA_DIR/outbox/ (its links printed on a developer's terminal), so a fresh install works with
 * no mail server.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { mailDeliveries } from '../metrics/registry';
import { writeToOutbox } from './outbox';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The actionable links of the mail, logged in outbox mode. */
  links: string[];
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  describe(): string;
};

/** Counts what a mailer sends and what fails (metrics/registry.ts). */
function counted(mailer: Mailer): Mailer {
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        mailDeliveries.inc({ result: 'sent' });
      } catch (error) {
        mailDeliveries.inc({ result: 'failed' });
        throw error;
      }
    },
    describe: mailer.describe,
  };
}

type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
  /** Outbox mode: also print the mail's links (development, or stdout is a terminal). */
  printLinks?: boolean;
};

export const createMailer = (options: MailerOptions): Mailer => counted(uncountedMailer(options));

function uncountedMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    const host = new URL(smtpUrl).host;
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      describe: () => `SMTP ${host}`,
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      writeToOutbox(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
        info.message as Buffer,
      );
      // A reset or invitation link lets whoever reads it take the account: the log (shipped,
      // kept, read by others) gets it only on a developer's terminal; the outbox file keeps it.
      const links = options.printLinks ? mail.links.map((link) => `\n       ${link}`) : [];
      log.info(`[mail] to ${mail.to}: ${mail.subject}${links.join('')}`);
    },
    describe: () => `outbox ${outbox}`,
  };
}

/** Keeps mails in memory; used by the API tests. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    describe: () => 'memory',
  };
}
