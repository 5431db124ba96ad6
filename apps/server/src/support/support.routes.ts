import { supportMessageBodySchema, supportMessageResponseSchema } from '@otto/shared/api/support';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { supportMail } from './support.mail';

/** Five messages a minute per user: plenty for a person, a wall for a script filling the team's inbox. */
const supportRateLimit = {
  rateLimit: {
    max: 5,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
  },
};

/**
 * Otto's own support chat (a self-hosted product has no third-party chat widget): a message from
 * a signed-in user is mailed to SUPPORT_EMAIL with the user as reply-to.
 */
export const supportRoutes: FeatureRoutes<Pick<AppDeps, 'clock' | 'config' | 'mailer'>> = (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/support/messages',
    {
      onRequest: signedInOnly,
      config: supportRateLimit,
      schema: { body: supportMessageBodySchema, response: { 200: supportMessageResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await deps.mailer.send(
        supportMail({
          ...request.body,
          to: deps.config.SUPPORT_EMAIL,
          user,
          sentAt: deps.clock.now(),
          userAgent: request.headers['user-agent'],
        }),
      );
      return { sent: true as const };
    },
  );
};
