import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { authProviders } from './auth.routes';
import { randomClientAddress, signUpUser } from './auth.test-helpers';
import { hashSessionToken, sessionCookieName } from './session-token.fns';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const sessionCookieOf = (res: { cookies: { name: string; value: string; expires?: Date }[] }) =>
  res.cookies.find((c) => c.name === sessionCookieName);
const getSession = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} }).then((r) => r.json());

describe('local accounts', () => {
  it('reports no user and the available sign-in methods to a visitor', async () => {
    expect(await getSession()).toEqual({
      user: null,
      providers: { google: false, local: true },
      stage: 'production',
      supportEmail: 'support@otto.local',
      billing: {
        enabled: false,
        publishableKey: null,
        stripeJsUrl: 'https://js.stripe.com/v3/',
        pricingTableJsUrl: 'https://js.stripe.com/v3/pricing-table.js',
        pricingTableIds: { light: null, dark: null },
      },
      imports: {
        // Neither GOOGLE_PICKER_API_KEY nor DROPBOX_APP_KEY is set: both buttons explain instead.
        googleDrive: null,
        dropbox: null,
        // Frame.io import needs FRAMEIO_CLIENT_ID and FRAMEIO_CLIENT_SECRET: the modal's button says it isn't set up.
        frameio: false,
        s3Prefix: null,
      },
      // `otto start`, not `otto desktop`: processing estimates are not halved.
      desktopApp: false,
    });
  });

  it('signs up, sets an httpOnly SameSite session cookie and knows the user afterwards', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-up',
      remoteAddress: randomClientAddress(),
      payload: { email: '  Ada@Example.com ', password: 'analytical engine', name: 'Ada' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      subscriptionTier: 'free',
      credits_left: 0,
    });

    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/i);
    const days = (new Date(cookie!.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    // The database keeps only a hash of the token.
    const rows = await ctx.deps.database.db.select().from(sessions);
    expect(rows.map((r) => r.tokenHash)).toContain(hashSessionToken(cookie!.value));
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie!.value);

    const session = await getSession(`${sessionCookieName}=${cookie!.value}`);
    expect(session.user).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await signUpUser(ctx.app, { email: 'grace@example.com' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-up',
      remoteAddress: randomClientAddress(),
      payload: { email: 'GRACE@example.com', password: 'another password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
  });

  it('rejects short passwords and malformed emails with a clear message', async () => {
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-up',
      remoteAddress: randomClientAddress(),
      payload: { email: 'short@example.com', password: 'seven77' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 8 characters');

    const email = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-up',
      remoteAddress: randomClientAddress(),
      payload: { email: 'not-an-email', password: 'long enough' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toContain('valid email');
  });

  it('signs in with the right password and gives the same answer for a wrong password and an unknown email', async () => {
    await signUpUser(ctx.app, { email: 'linus@example.com', password: 'penguins rule' });
    const attempt = (email: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/local/sign-in',
        remoteAddress: randomClientAddress(),
        payload: { email, password },
      });

    const wrong = await attempt('linus@example.com', 'penguins drool');
    const unknown = await attempt('nobody@example.com', 'penguins rule');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_credentials', message: 'Incorrect email or password.' });
      expect(sessionCookieOf(res)).toBeUndefined();
    }

    const ok = await attempt('Linus@Example.com', 'penguins rule');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('linus@example.com');
    const session = await getSession(`${sessionCookieName}=${sessionCookieOf(ok)!.value}`);
    expect(session.user.email).toBe('linus@example.com');
  });

  it('signs out: the session is gone from the server and the cookie is cleared', async () => {
    const { cookie } = await signUpUser(ctx.app);
    expect((await getSession(cookie)).user).not.toBeNull();

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = sessionCookieOf(out);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());

    // Replaying the old cookie no longer works.
    expect((await getSession(cookie)).user).toBeNull();
  });

  it('ignores made-up and expired session cookies, and clears them', async () => {
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${sessionCookieName}=forged` },
    });
    expect(forged.json().user).toBeNull();
    expect(sessionCookieOf(forged)?.value).toBe('');

    const { cookie } = await signUpUser(ctx.app);
    const token = cookie.split('=')[1]!;
    await ctx.deps.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await getSession(cookie)).user).toBeNull();
  });

  it('extends a session that is in its second half', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const tokenHash = hashSessionToken(cookie.split('=')[1]!);
    await ctx.deps.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(sessions.tokenHash, tokenHash));

    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(res.json().user).not.toBeNull();
    const renewed = sessionCookieOf(res);
    expect((new Date(renewed!.expires!).getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29);
    const [row] = await ctx.deps.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29);
  });

  it('rate-limits password guessing from one address', async () => {
    const remoteAddress = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/local/sign-in',
        remoteAddress,
        payload: { email: 'victim@example.com', password: `guess-${i}-xyz` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Other visitors are not locked out by someone else's guessing (on other accounts: see below).
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-in',
      remoteAddress: randomClientAddress(),
      payload: { email: 'bystander@example.com', password: 'whatever-else' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('throttles password guessing on one account from any address, until the window passes or a sign-in succeeds', async () => {
    const email = 'target@example.com';
    const password = 'the right password';
    await signUpUser(ctx.app, { email, password });
    const signIn = (pw: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/local/sign-in',
        // Every attempt from a new address: the per-address limit never applies.
        remoteAddress: randomClientAddress(),
        payload: { email, password: pw },
      });
    const start = Date.now();
    const at = (minutes: number) => (ctx.deps.clock.now = () => new Date(start + minutes * 60_000));
    try {
      // A success clears earlier failures.
      at(0);
      for (let i = 0; i < 9; i++) expect((await signIn(`guess-${i}`)).statusCode).toBe(401);
      expect((await signIn(password)).statusCode).toBe(200);

      for (let i = 0; i < 10; i++) {
        at(i);
        expect((await signIn(`guess-${i}`)).statusCode).toBe(401);
      }
      at(10);
      const locked = await signIn(password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: 'too_many_sign_in_attempts',
        message: 'Too many failed sign-in attempts for this account. Please try again in 5 minutes.',
      });
      expect((await signIn('another guess')).statusCode).toBe(429);
      // Other accounts are not affected.
      const bystander = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/local/sign-in',
        remoteAddress: randomClientAddress(),
        payload: { email: 'bystander2@example.com', password: 'whatever' },
      });
      expect(bystander.statusCode).toBe(401);

      // 15 minutes after the first of the ten failures, one more attempt is allowed.
      at(15);
      expect((await signIn(password)).statusCode).toBe(200);
    } finally {
      ctx.deps.clock.now = () => new Date();
    }
  });

  it('rate-limits sign-ups from one address', async () => {
    const remoteAddress = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/local/sign-up',
        remoteAddress,
        payload: { email: `bulk-${i}@example.com`, password: 'long enough' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });

  it('answers 404 for Google sign-in when Google is not configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(404);
  });
});

describe('sign-in methods', () => {
  it('keeps local accounts beside Google unless turned off, and always when Google is not configured', () => {
    const offer = (google: boolean, LOCAL_ACCOUNTS: 'true' | 'false') =>
      authProviders({ config: { google, LOCAL_ACCOUNTS } as never });
    expect(offer(false, 'false')).toEqual({ google: false, local: true });
    expect(offer(true, 'true')).toEqual({ google: true, local: true });
    expect(offer(true, 'false')).toEqual({ google: true, local: false });
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://otto.example.com' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/local/sign-up',
        payload: { email: 'secure@example.com', password: 'long enough' },
      });
      expect(res.statusCode).toBe(201);
      expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });
});

describe('plan of new accounts', () => {
  it('starts new accounts on DEFAULT_SUBSCRIPTION_TIER', async () => {
    const paid = await createTestApp({ DEFAULT_SUBSCRIPTION_TIER: 'pro' });
    try {
      const { user } = await signUpUser(paid.app);
      expect(user.subscriptionTier).toBe('pro');
    } finally {
      await paid.close();
    }
  });
});

describe('stage and support address', () => {
  it("tells the web a staging server's stage (developer tools shown) and its SUPPORT_EMAIL", async () => {
    const staging = await createTestApp({ OTTO_STAGE: 'staging', SUPPORT_EMAIL: 'help@studio.example' });
    try {
      const session = await staging.app.inject({ method: 'GET', url: '/api/auth/session' }).then((r) => r.json());
      expect(session).toMatchObject({ stage: 'staging', supportEmail: 'help@studio.example' });
    } finally {
      await staging.close();
    }
  });
});
