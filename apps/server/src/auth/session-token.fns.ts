import { createHash, randomBytes } from 'node:crypto';

export const sessionCookieName = 'otto_session';
export const sessionLifetimeMs = 30 * 24 * 3600 * 1000;
/** Sessions used in their second half are extended, so active users stay signed in. */
export const sessionRenewAfterMs = sessionLifetimeMs / 2;

/** 32 random bytes; only the browser ever holds the token itself. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores: a leaked sessions table does not yield usable cookies. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
