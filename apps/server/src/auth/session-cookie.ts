import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config/config';
import { sessionCookieName } from './session-token.fns';

/** Behind https the cookie is Secure; plain-http self-hosting on a LAN keeps working. */
export const isSecureDeployment = (config: Pick<Config, 'PUBLIC_URL'>): boolean =>
  config.PUBLIC_URL?.startsWith('https:') ?? false;

const baseOptions = (config: Pick<Config, 'PUBLIC_URL'>): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: isSecureDeployment(config),
});

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL'>,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName, token, { ...baseOptions(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL'>): void {
  reply.clearCookie(sessionCookieName, baseOptions(config));
}
