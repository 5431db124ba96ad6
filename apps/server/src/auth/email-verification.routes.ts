import { emailVerificationParam, verifyEmailQuerySchema } from '@otto/shared/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, unauthorized } from '../http/http-error';
import type { EmailVerificationService } from './email-verification.service';
import { requireUser, signedInOnly } from './require-user';
import type { UsersRepo } from './users.repo';

/** Per account (per address for anonymous callers, who get 401 anyway): a mailbox is not a spam target. */
const resendRateLimit = {
  rateLimit: {
    max: 3,
    timeWindow: '15 minutes',
    keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
  },
};

/**
 * GET /api/auth/verify-email?token= — the link in the verification mail; back to `/` with the
 * outcome. POST /api/auth/verify-email/resend — a new link for the signed-in user.
 */
export function registerEmailVerificationRoutes(
  instance: FastifyInstance,
  deps: { verification: EmailVerificationService; users: Pick<UsersRepo, 'findById'> },
): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();

  api.get('/auth/verify-email', { schema: { querystring: verifyEmailQuerySchema } }, async (request, reply) => {
    const outcome = await deps.verification.verify(request.query.token);
    return reply.redirect(`/?${emailVerificationParam}=${outcome}`);
  });

  api.post(
    '/auth/verify-email/resend',
    { onRequest: signedInOnly, config: resendRateLimit },
    async (request, reply) => {
      const row = await deps.users.findById(requireUser(request).id);
      if (!row) throw unauthorized();
      if (row.emailVerifiedAt) throw new HttpError(409, 'already_verified', 'Your email address is already verified.');
      await deps.verification.send(row);
      return reply.status(204).send();
    },
  );
}
