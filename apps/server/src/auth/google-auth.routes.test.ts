import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { signUpUser, verificationLinkFor } from './auth.test-helpers';
import { sessionCookieName } from './session-token.fns';
import { completeProviderSignIn, startTestOidcProvider, type TestOidcProvider } from './test-oidc-provider';

const publicUrl = 'http://otto.test';
const redirectUri = `${publicUrl}/api/auth/google/callback`;

let idp: TestOidcProvider;
let ctx: TestContext;

beforeAll(async () => {
  idp = await startTestOidcProvider({
    redirectUri,
    accounts: {
      alice: { email: 'Alice@Example.com', email_verified: true, name: 'Alice Liddell' },
      bob: { email: 'bob@example.com', email_verified: true, name: 'Bob' },
      victim: { email: 'victim@example.com', email_verified: true, name: 'Victim' },
      carol: { email: 'carol@example.com', email_verified: true, name: 'Carol' },
      dave: { email: 'dave@example.com', email_verified: true, name: 'Dave' },
      mallory: { email: 'mallory@example.com', email_verified: false },
    },
  });
  ctx = await createTestApp({
    PUBLIC_URL: publicUrl,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
    // Billing on, so sign-ups through a referral link are recorded (no Stripe call is made at sign-in).
    STRIPE_SECRET_KEY: 'sk_test_google_auth',
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

/**
 * Clicks "Sign in with Google", signs in at the provider as `login`, and follows the callback;
 * `cookie` is the browser's Otto session when it has one.
 */
async function signInWithGoogle(login: string, trigger?: string, cookie?: string, referralCode?: string) {
  const start = await ctx.app.inject({ method: 'GET', url: `/api/auth/google${trigger ? `?trigger=${trigger}` : ''}` });
  expect(start.statusCode).toBe(302);
  const flowCookie = start.cookies.find((c) => c.name === 'otto_google_sign_in');
  expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });

  const callbackUrl = await completeProviderSignIn(String(start.headers.location), login, redirectUri);
  const callback = await ctx.app.inject({
    method: 'GET',
    url: callbackUrl.pathname + callbackUrl.search,
    cookies: {
      otto_google_sign_in: flowCookie!.value,
      ...sessionCookieValue(cookie),
      ...(referralCode && { otto_ref: referralCode }),
    },
  });
  const session = callback.cookies.find((c) => c.name === sessionCookieName);
  return { callback, cookie: session?.value ? `${sessionCookieName}=${session.value}` : undefined };
}

const sessionCookieValue = (cookie?: string): Record<string, string> =>
  cookie ? { [sessionCookieName]: cookie.slice(sessionCookieName.length + 1) } : {};

const sessionOf = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }).then((r) => r.json());

describe('Google sign-in (OpenID Connect)', () => {
  it('offers Google next to local accounts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.json().providers).toEqual({ google: true, local: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(idp.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(p)).toBeTruthy();
    expect(location.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
  });

  it('signs a new user in and returns to the first-time experience when that triggered it', async () => {
    const { callback, cookie } = await signInWithGoogle('alice', 'start_ftux');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/?demo=start');
    expect(cookie).toBeDefined();
    expect(String(callback.headers['set-cookie'])).toMatch(/otto_session=[^;]+;.*HttpOnly/i);

    const session = await sessionOf(cookie!);
    expect(session.user).toMatchObject({
      email: 'alice@example.com',
      name: 'Alice Liddell',
      subscriptionTier: 'free',
      // Google verified the address.
      emailVerified: true,
    });
  });

  it('records the referral link a new account arrived with (otto_ref cookie), and never on an existing one', async () => {
    const promoter = await sessionOf((await signInWithGoogle('alice')).cookie!);
    const code = new URL(promoter.user.referralLink).searchParams.get('ref')!;
    await signInWithGoogle('dave', undefined, undefined, code);
    await signInWithGoogle('alice', undefined, undefined, code);
    const referred = await ctx.deps.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.referredBy, promoter.user.id));
    expect(referred).toEqual([{ email: 'dave@example.com' }]);
  });

  it('finds the same account on the next sign-in and returns to the root', async () => {
    const first = await sessionOf((await signInWithGoogle('alice')).cookie!);
    const { callback, cookie } = await signInWithGoogle('alice', 'start_import');
    expect(callback.headers.location).toBe('/');
    expect((await sessionOf(cookie!)).user.id).toBe(first.user.id);
  });

  it('links a Google account to a local account once its owner has verified the email', async () => {
    const local = await signUpUser(ctx.app, { email: 'bob@example.com' });
    await ctx.app.inject({ method: 'GET', url: (await verificationLinkFor(ctx.dataDir, 'bob@example.com'))! });
    const { cookie } = await signInWithGoogle('bob');
    expect((await sessionOf(cookie!)).user.id).toBe(local.user.id);
  });

  it('does not open an unverified local account with Google: the user signs in with the password first', async () => {
    // Someone signed up with this address but never proved it (it may not be theirs).
    const squatter = await signUpUser(ctx.app, { email: 'victim@example.com' });
    const { callback, cookie } = await signInWithGoogle('victim');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/?sign_in_error=password_sign_in_required');
    expect(cookie).toBeUndefined();
    // The local account is untouched: not linked, not verified.
    expect((await sessionOf(squatter.cookie)).user).toMatchObject({ id: squatter.user.id, emailVerified: false });
  });

  it('links when the owner of the unverified local account is signed in and completes Google sign-in', async () => {
    const local = await signUpUser(ctx.app, { email: 'carol@example.com' });
    const { callback, cookie } = await signInWithGoogle('carol', undefined, local.cookie);
    expect(callback.headers.location).toBe('/');
    expect((await sessionOf(cookie!)).user).toMatchObject({ id: local.user.id, emailVerified: true });
    // Afterwards Google alone opens the account.
    expect((await sessionOf((await signInWithGoogle('carol')).cookie!)).user.id).toBe(local.user.id);
  });

  it('refuses an account whose email the provider has not verified', async () => {
    const { callback, cookie } = await signInWithGoogle('mallory');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/?sign_in_error=email_not_verified');
    expect(cookie).toBeUndefined();
  });

  it('refuses a callback that does not belong to this browser’s sign-in', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const callbackUrl = await completeProviderSignIn(String(start.headers.location), 'alice', redirectUri);
    const path = callbackUrl.pathname + callbackUrl.search;

    // No flow cookie: a link someone else started (login CSRF) or an expired attempt.
    const noCookie = await ctx.app.inject({ method: 'GET', url: path });
    expect(noCookie.headers.location).toBe('/?sign_in_error=expired');

    // Another attempt's cookie: the state does not match.
    const other = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const otherFlow = other.cookies.find((c) => c.name === 'otto_google_sign_in')!.value;
    const mismatched = await ctx.app.inject({ method: 'GET', url: path, cookies: { otto_google_sign_in: otherFlow } });
    expect(mismatched.headers.location).toBe('/?sign_in_error=google');
    expect(mismatched.cookies.find((c) => c.name === sessionCookieName)).toBeUndefined();
  });

  it('returns to the root with a reason when the user cancels at the provider', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const flow = start.cookies.find((c) => c.name === 'otto_google_sign_in')!.value;
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      cookies: { otto_google_sign_in: flow },
    });
    expect(res.headers.location).toBe('/?sign_in_error=access_denied');
  });
});
