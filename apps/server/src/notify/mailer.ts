import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  /** Where replies go when not to the sender (the support chat: the user who wrote). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in the outbox folder
 * (and a log line), so the embedded product works offline and nothing is silently dropped.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      if (opts.smtpUrl) {
        opts.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      opts.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
