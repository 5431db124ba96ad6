import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { randomClientAddress, signUpUser } from './auth.test-helpers';
import { sessionCookieName } from './session-token.fns';
import { createStaffRoleGrant } from './staff-role';
import { completeProviderSignIn, startTestOidcProvider, type TestOidcProvider } from './test-oidc-provider';

const publicUrl = 'http://otto.test';
const redirectUri = `${publicUrl}/api/auth/google/callback`;

let idp: TestOidcProvider;
let ctx: TestContext;

beforeAll(async () => {
  idp = await startTestOidcProvider({
    redirectUri,
    accounts: { grace: { email: 'Grace@Example.com', email_verified: true, name: 'Grace' } },
  });
  ctx = await createTestApp({
    PUBLIC_URL: publicUrl,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
    OTTO_STAFF_EMAILS: 'ADA@example.com, grace@example.com,,lin@example.com',
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

const sessionOf = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }).then((r) => r.json());
const storedRole = async (email: string) =>
  (await ctx.deps.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('staff role (OTTO_STAFF_EMAILS)', () => {
  it('is granted at local sign-up and sign-in, whatever the case of the address', async () => {
    const ada = await signUpUser(ctx.app, { email: 'Ada@Example.com', password: 'correct horse battery' });
    expect(ada.user.role).toBe('staff');
    expect(await storedRole('ada@example.com')).toBe('staff');
    expect((await sessionOf(ada.cookie)).user.role).toBe('staff');

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-in',
      remoteAddress: randomClientAddress(),
      payload: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role).toBe('staff');
  });

  it('is not given to anyone else', async () => {
    const other = await signUpUser(ctx.app);
    expect(other.user.role).toBe('user');
    expect((await sessionOf(other.cookie)).user.role).toBe('user');
  });

  it('is granted when a session loads, for an account that signed in before its address was listed', async () => {
    const lin = await signUpUser(ctx.app, { email: 'lin@example.com' });
    await ctx.deps.database.db.update(users).set({ role: 'user' }).where(eq(users.id, lin.user.id));
    expect((await sessionOf(lin.cookie)).user.role).toBe('staff');
    expect(await storedRole('lin@example.com')).toBe('staff');
  });

  it('is granted at Google sign-in', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/auth/google' });
    const flowCookie = start.cookies.find((c) => c.name === 'otto_google_sign_in');
    const callbackUrl = await completeProviderSignIn(String(start.headers.location), 'grace', redirectUri);
    const callback = await ctx.app.inject({
      method: 'GET',
      url: callbackUrl.pathname + callbackUrl.search,
      cookies: { otto_google_sign_in: flowCookie!.value },
    });
    expect(callback.statusCode).toBe(302);
    // Written by the callback itself, before any later request loads the session.
    expect(await storedRole('grace@example.com')).toBe('staff');
    const session = callback.cookies.find((c) => c.name === sessionCookieName);
    expect((await sessionOf(`${sessionCookieName}=${session!.value}`)).user.role).toBe('staff');
  });
});

describe('createStaffRoleGrant', () => {
  it('writes the role once, only for a listed address', async () => {
    const written: string[] = [];
    const grant = createStaffRoleGrant({
      staffEmails: ['boss@example.com'],
      users: { setRole: async (id) => void written.push(id) },
    });
    expect(await grant({ id: 'a', email: 'Boss@Example.com ', role: 'user' })).toEqual({
      id: 'a',
      email: 'Boss@Example.com ',
      role: 'staff',
    });
    expect(await grant({ id: 'b', email: 'boss@example.com', role: 'staff' })).toMatchObject({ role: 'staff' });
    expect(await grant({ id: 'c', email: 'someone@example.com', role: 'user' })).toMatchObject({ role: 'user' });
    expect(written).toEqual(['a']);
  });
});
