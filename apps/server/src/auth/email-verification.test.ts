import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { signUpUser, verificationLinkFor } from './auth.test-helpers';
import { hashSessionToken } from './session-token.fns';

let ctx: TestContext;
const realNow = () => new Date();
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://otto.example.com' });
});
afterAll(async () => ctx?.close());

const sessionUser = (cookie: string) =>
  ctx.app
    .inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })
    .then((r) => r.json<{ user: { emailVerified: boolean } }>().user);
const open = (path: string) => ctx.app.inject({ method: 'GET', url: path });
const resend = (cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: cookie ? { cookie } : {} });

describe('email verification', () => {
  it('mails a one-time link on sign-up that verifies the address and returns to / with a notice', async () => {
    const { cookie, user } = await signUpUser(ctx.app, { email: 'vera@example.com' });
    expect(user.emailVerified).toBe(false);
    expect(await sessionUser(cookie)).toMatchObject({ emailVerified: false });

    const link = await verificationLinkFor(ctx.dataDir, 'vera@example.com');
    expect(link).toBeDefined();
    // The database holds only the token's hash.
    const token = new URL(link!, 'http://x').searchParams.get('token')!;
    const [row] = await ctx.deps.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(row?.tokenHash).toBe(hashSessionToken(token));

    const first = await open(link!);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/?email_verification=verified');
    expect(await sessionUser(cookie)).toMatchObject({ emailVerified: true });

    // Spent: a second visit says so instead of verifying again.
    expect((await open(link!)).headers.location).toBe('/?email_verification=invalid');
    expect((await open('/api/auth/verify-email?token=made-up')).headers.location).toBe('/?email_verification=invalid');
    expect((await open('/api/auth/verify-email')).headers.location).toBe('/?email_verification=invalid');
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const email = 'host-header@example.com';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-up',
      headers: { host: 'evil.example.net' },
      remoteAddress: '10.9.9.9',
      payload: { email, password: 'correct horse battery' },
    });
    const outbox = join(ctx.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')));
    const mail = mails.find((m) => m.includes(`To: ${email}`))!;
    expect(mail).toContain('https://otto.example.com/api/auth/verify-email');
    expect(mail).not.toContain('evil.example.net');
  });

  it('refuses an expired link and says so', async () => {
    const { cookie } = await signUpUser(ctx.app, { email: 'late@example.com' });
    const link = (await verificationLinkFor(ctx.dataDir, 'late@example.com'))!;
    ctx.deps.clock.now = () => new Date(Date.now() + 25 * 3600 * 1000);
    try {
      expect((await open(link)).headers.location).toBe('/?email_verification=expired');
    } finally {
      ctx.deps.clock.now = realNow;
    }
    expect(await sessionUser(cookie)).toMatchObject({ emailVerified: false });
  });

  it('resends a fresh link to the signed-in user, replacing the old one, and is rate limited', async () => {
    const email = 'again@example.com';
    const { cookie } = await signUpUser(ctx.app, { email });
    const oldLink = (await verificationLinkFor(ctx.dataDir, email))!;

    expect((await resend()).statusCode).toBe(401);
    expect((await resend(cookie)).statusCode).toBe(204);
    const newLink = (await verificationLinkFor(ctx.dataDir, email))!;
    expect(newLink).not.toBe(oldLink);
    expect((await open(oldLink)).headers.location).toBe('/?email_verification=invalid');

    // Three per 15 minutes per account.
    expect((await resend(cookie)).statusCode).toBe(204);
    expect((await resend(cookie)).statusCode).toBe(204);
    expect((await resend(cookie)).statusCode).toBe(429);

    expect((await open((await verificationLinkFor(ctx.dataDir, email))!)).headers.location).toBe(
      '/?email_verification=verified',
    );
    const [row] = await ctx.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('answers 409 to a resend for an address that is already verified', async () => {
    const email = 'done@example.com';
    const { cookie } = await signUpUser(ctx.app, { email });
    await open((await verificationLinkFor(ctx.dataDir, email))!);
    const res = await resend(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'already_verified' });
  });
});
