import { randomBytes, randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/**
 * The newest verification link mailed to `email` by the outbox mailer (OTTO_DATA_DIR/outbox),
 * as the path and query to pass to `app.inject`.
 */
export async function verificationLinkFor(dataDir: string, email: string): Promise<string | undefined> {
  const outbox = join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    // Quoted-printable: undo soft line breaks and =XX escapes before looking for the link.
    const mail = (await readFile(join(outbox, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'im').test(mail)) continue;
    const link = /https?:\/\/[^/\s]+(\/api\/auth\/verify-email\?token=[\w-]+)/.exec(mail)?.[1];
    if (link) return link;
  }
  return undefined;
}
