import type { AddressInfo } from 'node:net';
import { supportChatGreeting } from '@otto/shared/constants';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';

interface Received {
  to: string[];
  data: string;
}

/** A real SMTP server on loopback: the mail goes through nodemailer exactly as in production. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Unfolds MIME header continuation lines and quoted-printable soft breaks so assertions read plainly. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

describe('POST /api/support/messages', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: 'help@otto.example' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  // Sign-ups mail verification links through the same server; these are the support mails.
  const supportMails = () => smtp.received.filter((m) => m.to.includes('help@otto.example'));

  it('mails the message to SUPPORT_EMAIL with the user as reply-to and the error attached', async () => {
    const { cookie, user } = await signUpUser(ctx.app, { email: 'editor@example.com', name: 'Eddie Editor' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: { cookie },
      payload: {
        message: `${supportChatGreeting}\nThe export stopped halfway.`,
        context: { projectId: 'project-42', error: 'Hmm something went wrong with the Premiere export.' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });

    expect(supportMails()).toHaveLength(1);
    const mail = supportMails()[0]!;
    expect(mail.to).toEqual(['help@otto.example']);
    const text = plain(mail.data);
    expect(text).toMatch(/^Reply-To: editor@example\.com$/m);
    expect(text).toContain('Subject: Support chat: Hi, I got an error.');
    expect(text).toContain('Hi, I got an error.');
    expect(text).toContain('The export stopped halfway.');
    expect(text).toContain('Project: project-42');
    expect(text).toContain('Error: Hmm something went wrong with the Premiere export.');
    expect(text).toContain(`User id: ${user.id}`);
  });

  it('refuses visitors, empty and oversized messages without sending mail', async () => {
    const before = supportMails().length;
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      payload: { message: supportChatGreeting },
    });
    expect(anonymous.statusCode).toBe(401);

    const { cookie } = await signUpUser(ctx.app);
    for (const message of ['   ', 'x'.repeat(4001)]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/support/messages',
        headers: { cookie },
        payload: { message },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(supportMails().length).toBe(before);
  });

  it('takes five messages a minute from one user, then answers 429', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/support/messages',
        headers: { cookie },
        payload: { message: 'Hello' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // Another user is not held back by the first one's limit.
    const other = await signUpUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: { cookie: other.cookie },
      payload: { message: 'Hello' },
    });
    expect(res.statusCode).toBe(200);
  });
});
