import {
  googleSignInQuerySchema,
  signInErrorParam,
  signInReturnPath,
  signInTriggerSchema,
} from '@otto/shared/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { referralCookieName } from '@otto/shared/api/billing';
import { z } from 'zod';
import type { Config } from '../config/config';
import { HttpError, notFound } from '../http/http-error';
import type { AccountsService } from './accounts.service';
import type { GoogleOidc } from './google-oidc.client';
import { isSecureDeployment, setSessionCookie } from './session-cookie';
import type { SessionsService } from './sessions.service';
import type { GrantStaffRole } from './staff-role';

const flowCookieName = 'otto_google_sign_in';
const flowCookiePath = '/api/auth/google';
const flowLifetimeSeconds = 10 * 60;

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
  trigger: signInTriggerSchema.optional(),
});

interface GoogleAuthDeps {
  google: GoogleOidc | null;
  accounts: Pick<AccountsService, 'signInWithGoogle'>;
  sessions: Pick<SessionsService, 'start'>;
  config: Pick<Config, 'PUBLIC_URL'>;
  grantStaffRole?: GrantStaffRole;
}

/** The callback Google sends the browser back to; registered in the Google console as is. */
function redirectUri(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string {
  const base = config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  return `${base}/api/auth/google/callback`;
}

const failurePath = (code: string) => `/?${signInErrorParam}=${encodeURIComponent(code)}`;

export function registerGoogleAuthRoutes(instance: FastifyInstance, deps: GoogleAuthDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const flowCookie = {
    httpOnly: true,
    sameSite: 'lax',
    path: flowCookiePath,
    secure: isSecureDeployment(deps.config),
  } as const;

  api.get('/auth/google', { schema: { querystring: googleSignInQuerySchema } }, async (request, reply) => {
    if (!deps.google) throw notFound('Google sign-in is not configured on this server.');
    const { trigger } = request.query;
    const { url, pending } = await deps.google.begin(redirectUri(request, deps.config));
    const flow = Buffer.from(JSON.stringify({ ...pending, trigger })).toString('base64url');
    reply.setCookie(flowCookieName, flow, { ...flowCookie, maxAge: flowLifetimeSeconds });
    return reply.redirect(url.href);
  });

  api.get('/auth/google/callback', async (request, reply) => {
    if (!deps.google) throw notFound('Google sign-in is not configured on this server.');
    const raw = request.cookies[flowCookieName];
    reply.clearCookie(flowCookieName, flowCookie);
    const flow = raw ? flowSchema.safeParse(parseJson(Buffer.from(raw, 'base64url').toString('utf8'))).data : undefined;
    if (!flow) return reply.redirect(failurePath('expired'));
    const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
    if (query.has('error'))
      return reply.redirect(failurePath(query.get('error') === 'access_denied' ? 'access_denied' : 'google'));
    try {
      const identity = await deps.google.finish(query, flow);
      // Signed in already (with the password): Google may link to that account.
      const found = await deps.accounts.signInWithGoogle(
        identity,
        request.user?.id,
        request.cookies[referralCookieName],
      );
      const user = deps.grantStaffRole ? await deps.grantStaffRole(found) : found;
      const session = await deps.sessions.start(user.id);
      setSessionCookie(reply, deps.config, session.token, session.expiresAt);
      return reply.redirect(signInReturnPath(flow.trigger));
    } catch (err) {
      request.log.warn({ err }, 'Google sign-in failed');
      return reply.redirect(failurePath(err instanceof HttpError ? err.code : 'google'));
    }
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
