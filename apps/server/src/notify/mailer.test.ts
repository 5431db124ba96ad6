import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, test } from 'vitest';
import { importCompleteMail } from './import-complete.mail';
import { createMailer } from './mailer';

const logger = pino({ level: 'silent' });
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

test('delivers the import-complete mail to a real SMTP server', async () => {
  const received: { from?: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
  const port = (server.server.address() as AddressInfo).port;

  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Otto <otto@example.com>', outboxDir: '/nonexistent', logger });
  await mailer.send(importCompleteMail({ to: 'editor@example.com', projectName: 'Interview', projectUrl: 'http://localhost:8080/projects/1' }));

  expect(received).toHaveLength(1);
  expect(received[0]?.to).toEqual(['editor@example.com']);
  expect(received[0]?.from).toBe('otto@example.com');
  expect(received[0]?.data).toContain('Subject: Interview is ready to edit');
  expect(received[0]?.data).toContain('http://localhost:8080/projects/1');
});

test('without SMTP the mail lands in the outbox folder', async () => {
  const outboxDir = await mkdtemp(join(tmpdir(), 'otto-outbox-'));
  cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
  const mailer = createMailer({ from: 'Otto <otto@localhost>', outboxDir, logger });
  await mailer.send(importCompleteMail({ to: 'a@b.c', projectName: '', projectUrl: 'http://x/p' }));
  const files = await readdir(outboxDir);
  expect(files).toHaveLength(1);
  const eml = await readFile(join(outboxDir, files[0]!), 'utf8');
  expect(eml).toContain('To: a@b.c');
  expect(eml).toContain('Subject: Your project is ready to edit');
});
