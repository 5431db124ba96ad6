import { randomBytes, randomInt } from 'node:crypto';
import type { User } from '@otto/shared';
import type { App } from '../app/app';
import { sessionCookieName } from './session-token.fns';

export interface SignedInUser {
  user: User;
  /** Pass as `headers: { cookie }` to `app.inject`. */
  cookie: string;
}

/** A client address of its own, so tests that sign many users up stay under the sign-up rate limit. */
export const randomClientAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs up a new local account through the API and returns its session cookie. */
export async function signUpUser(
  app: App,
  opts: { email?: string; password?: string; name?: string } = {},
): Promise<SignedInUser> {
  const email = opts.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/local/sign-up',
    remoteAddress: randomClientAddress(),
    payload: { email, password: opts.password ?? 'correct horse battery', name: opts.name },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === sessionCookieName);
  if (!session) throw new Error('sign-up set no session cookie');
  return { user: (res.json() as { user: User }).user, cookie: `${sessionCookieName}=${session.value}` };
}
