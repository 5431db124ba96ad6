import type { ImportsConfig } from '@otto/shared/api/cloud-import';
import {
  authSessionResponseSchema,
  authUserResponseSchema,
  localSignInBodySchema,
  localSignUpBodySchema,
} from '@otto/shared/api/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { createAccountsService } from './accounts.service';
import { registerSessionHook } from './auth.plugin';
import { registerEmailVerificationRoutes } from './email-verification.routes';
import { createEmailVerificationService } from './email-verification.service';
import { createEmailVerificationsRepo } from './email-verifications.repo';
import { registerGoogleAuthRoutes } from './google-auth.routes';
import { createGoogleOidc } from './google-oidc.client';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { sessionCookieName } from './session-token.fns';
import { createSessionsRepo } from './sessions.repo';
import { createSessionsService } from './sessions.service';
import { createSignInThrottle } from './sign-in-throttle';
import { createStaffRoleGrant } from './staff-role';
import { createUsersRepo, toUser, type UserRow } from './users.repo';
import { referralCookieName } from '@otto/shared/api/billing';
import { billingClientConfig } from '../billing/billing-client-config';
import { creditsFromDeps } from '../billing/credits.service';
import { s3ImportPrefix } from '../ingest/import-types';
import { createReferrals } from '../billing/referrals';

/** Brute-force guard on the password forms, per client address (per account: sign-in-throttle.ts). */
const credentialsRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * Local accounts are the sign-in when Google is not configured, and stay available beside Google
 * unless LOCAL_ACCOUNTS=false, so a self-hoster can never lock themselves out by accident.
 */
export const authProviders = (deps: Pick<AppDeps, 'config'>) => ({
  google: deps.config.google,
  // Without Google, local accounts are the only way in, whatever the setting says.
  local: !deps.config.google || deps.config.LOCAL_ACCOUNTS !== 'false',
});

/**
 * The imports the browser may offer. The cloud pickers come with the public keys they need: Drive
 * needs the Picker key and the Google OAuth client (the user grants drive.file to it), Dropbox its
 * app key.
 */
export const importsConfig = (config: AppDeps['config']): ImportsConfig => ({
  googleDrive:
    config.GOOGLE_PICKER_API_KEY && config.GOOGLE_CLIENT_ID
      ? { apiKey: config.GOOGLE_PICKER_API_KEY, clientId: config.GOOGLE_CLIENT_ID }
      : null,
  dropbox: config.DROPBOX_APP_KEY ? { appKey: config.DROPBOX_APP_KEY } : null,
  frameio: config.frameio,
  s3Prefix: s3ImportPrefix(config),
});

/** Sessions, local accounts and Google sign-in. Must be registered before every other feature. */
export const authRoutes: FeatureRoutes<Pick<AppDeps, 'clock' | 'config' | 'database' | 'mailer'>> = (
  instance,
  deps,
) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const users = createUsersRepo(deps.database.db, deps.config.DEFAULT_SUBSCRIPTION_TIER);
  const credits = creditsFromDeps(deps);
  const sessions = createSessionsService({
    sessions: createSessionsRepo(deps.database.db),
    clock: deps.clock,
    tierOf: credits.effectiveTier,
  });
  const publicBaseUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  const referrals = createReferrals({ db: deps.database.db, publicBaseUrl });
  const userInfo = async (row: UserRow) =>
    toUser(row, {
      ...(await credits.account(row.id)),
      // Referral credits are billing: a server without it has no link to give.
      referralLink: deps.config.billing ? await referrals.link(row.id) : null,
    });
  const accounts = createAccountsService({
    users,
    throttle: createSignInThrottle(deps.clock),
    clock: deps.clock,
    referrerOf: deps.config.billing ? referrals.referrerOf : undefined,
  });
  const grantStaffRole = createStaffRoleGrant({ staffEmails: deps.config.OTTO_STAFF_EMAILS, users });
  const verification = createEmailVerificationService({
    verifications: createEmailVerificationsRepo(deps.database.db),
    users,
    mailer: deps.mailer,
    clock: deps.clock,
    // Never the request's Host header: a forged one would send the link (and its token) elsewhere.
    publicBaseUrl,
  });
  const providers = authProviders(deps);
  const requireLocal = () => {
    if (!providers.local) throw new HttpError(403, 'local_sign_in_disabled', 'Please sign in with Google.');
  };

  registerSessionHook(instance, { sessions, config: deps.config, grantStaffRole });

  api.get('/auth/session', { schema: { response: { 200: authSessionResponseSchema } } }, async (request) => {
    const row = request.user ? await users.findById(request.user.id) : undefined;
    return {
      user: row ? await userInfo(row) : null,
      providers,
      stage: deps.config.OTTO_STAGE,
      supportEmail: deps.config.SUPPORT_EMAIL,
      billing: billingClientConfig(deps.config),
      imports: importsConfig(deps.config),
      desktopApp: deps.config.OTTO_DESKTOP,
    };
  });

  api.post('/auth/sign-out', async (request, reply) => {
    const token = request.cookies[sessionCookieName];
    if (token) await sessions.end(token);
    clearSessionCookie(reply, deps.config);
    return reply.status(204).send();
  });

  api.post(
    '/auth/local/sign-up',
    {
      config: credentialsRateLimit,
      schema: { body: localSignUpBodySchema, response: { 201: authUserResponseSchema } },
    },
    async (request, reply) => {
      requireLocal();
      const user = await grantStaffRole(await accounts.signUpLocal(request.body, request.cookies[referralCookieName]));
      // The account works at once; the mail only proves the address (needed to link Google).
      await verification.send(user).catch((err: unknown) => request.log.error({ err }, 'verification mail failed'));
      const session = await sessions.start(user.id);
      setSessionCookie(reply, deps.config, session.token, session.expiresAt);
      return reply.status(201).send({ user: await userInfo(user) });
    },
  );

  api.post(
    '/auth/local/sign-in',
    {
      config: credentialsRateLimit,
      schema: { body: localSignInBodySchema, response: { 200: authUserResponseSchema } },
    },
    async (request, reply) => {
      requireLocal();
      const user = await grantStaffRole(await accounts.signInLocal(request.body));
      const session = await sessions.start(user.id);
      setSessionCookie(reply, deps.config, session.token, session.expiresAt);
      return { user: await userInfo(user) };
    },
  );

  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer } = deps.config;
  const google =
    deps.config.google && clientId && clientSecret ? createGoogleOidc({ issuer, clientId, clientSecret }) : null;
  registerGoogleAuthRoutes(instance, { google, accounts, sessions, config: deps.config, grantStaffRole });
  registerEmailVerificationRoutes(instance, { verification, users });
};
