import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { sessionCookieName } from './session-token.fns';
import type { SessionsService } from './sessions.service';
import type { GrantStaffRole } from './staff-role';

/**
 * Loads the signed-in user into `request.user` for every route registered on `api` after it
 * (null when there is no valid session). Stale cookies are cleared; sessions in their second
 * half are extended.
 */
export function registerSessionHook(
  api: FastifyInstance,
  deps: {
    sessions: Pick<SessionsService, 'resolve'>;
    config: Pick<Config, 'PUBLIC_URL'>;
    grantStaffRole?: GrantStaffRole;
  },
): void {
  if (!api.hasRequestDecorator('user')) api.decorateRequest('user', null);
  api.addHook('onRequest', async (request, reply) => {
    request.user = null;
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    const session = await deps.sessions.resolve(token);
    if (!session) {
      clearSessionCookie(reply, deps.config);
      return;
    }
    request.user = deps.grantStaffRole ? await deps.grantStaffRole(session.user) : session.user;
    if (session.renewedUntil) setSessionCookie(reply, deps.config, token, session.renewedUntil);
  });
}
