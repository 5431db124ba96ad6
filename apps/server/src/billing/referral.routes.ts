import {
  promoterInfoResponseSchema,
  referralLinkQuerySchema,
  referralLinkResponseSchema,
} from '@otto/shared/api/billing';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/require-user';
import type { FeatureRoutes } from '../http/feature-routes';
import { HttpError, notFound } from '../http/http-error';
import type { AppDeps } from '../infrastructure/deps';
import { createReferrals } from './referrals';

/**
 * Spec chat §7 `/{referral-provider}/promoter-info` and the referral-link lookup, with Otto as
 * its own referral provider. Referral credits are billing: with billing off there is nothing to earn.
 */
export const referralRoutes: FeatureRoutes<Pick<AppDeps, 'config' | 'database'>> = (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const referrals = createReferrals({
    db: deps.database.db,
    publicBaseUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`,
  });
  const needBilling = () => {
    if (!deps.config.billing) throw new HttpError(404, 'billing_off', 'Billing is not enabled on this server.');
  };

  api.get(
    '/referral/promoter-info',
    { onRequest: signedInOnly, schema: { response: { 200: promoterInfoResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      needBilling();
      return referrals.promoterInfo(user.id);
    },
  );

  api.get(
    '/referral/referral-link',
    {
      onRequest: signedInOnly,
      schema: { querystring: referralLinkQuerySchema, response: { 200: referralLinkResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      needBilling();
      // Looking up someone else's link would tell whether an address has an account.
      if (request.query.email !== user.email.toLowerCase()) throw notFound();
      return { referral_link: await referrals.link(user.id) };
    },
  );
};
