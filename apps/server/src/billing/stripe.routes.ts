import {
  billingPortalSessionResponseSchema,
  creditPaymentIntentBodySchema,
  creditPaymentIntentResponseSchema,
  customerSessionResponseSchema,
  emptyBodySchema,
  stripeConfigResponseSchema,
} from '@otto/shared/api/billing';
import { creditPurchaseCents } from '@otto/shared/billing';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { requireUser, signedInOnly } from '../auth/require-user';
import type { FeatureRoutes } from '../http/feature-routes';
import { HttpError } from '../http/http-error';
import type { AppDeps } from '../infrastructure/deps';
import { creditsFromDeps } from './credits.service';
import { createReferrals } from './referrals';
import { createStripeClient, stripeWebhooks } from './stripe.client';
import { createStripeCustomers } from './stripe-customers';
import { createStripeEvents, stripeMetadata } from './stripe-events';

/** Spec §7/§9: the portal call gives up after 10 s and the default portal URL is used. */
export const billingPortalTimeoutMs = 10_000;

/** Each call makes objects in Stripe: plenty for a person retrying, a wall for a script. */
const paymentRateLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
  },
};

const billingOff = () => new HttpError(404, 'billing_off', 'Billing is not enabled on this server.');

/** Stripe's answer was an error of ours or theirs; the web shows 'Failed to initialize payment.' */
const paymentInitFailed = () => new HttpError(502, 'payment_init_failed', 'Failed to initialize payment.');

/**
 * Spec chat §7 `/{card-provider}/…` with Stripe as the provider: credit PaymentIntents, the
 * pricing table's customer session, the billing portal, and Stripe's webhooks. Registered with
 * billing off too, answering 404 billing_off, so the API looks the same on every server.
 */
export const stripeRoutes: FeatureRoutes<Pick<AppDeps, 'alerts' | 'clock' | 'config' | 'database' | 'logger'>> = (
  instance,
  deps,
) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const stripe = createStripeClient(deps.config);
  const credits = creditsFromDeps(deps);
  const publicBaseUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  const referrals = createReferrals({ db: deps.database.db, publicBaseUrl });
  const customers = stripe && createStripeCustomers({ db: deps.database.db, stripe });
  const events =
    stripe && createStripeEvents({ db: deps.database.db, stripe, credits, referrals, logger: deps.logger });
  const needStripe = () => {
    if (!stripe || !customers) throw billingOff();
    return { stripe, customers };
  };

  api.get('/stripe/config', { schema: { response: { 200: stripeConfigResponseSchema } } }, async () =>
    stripe
      ? {
          enabled: true as const,
          publishableKey: deps.config.STRIPE_PUBLISHABLE_KEY ?? null,
          pricingTableId: deps.config.STRIPE_PRICING_TABLE_ID ?? null,
        }
      : { enabled: false as const },
  );

  api.post(
    '/stripe/create-credit-payment-intent',
    {
      onRequest: signedInOnly,
      config: paymentRateLimit,
      schema: { body: creditPaymentIntentBodySchema, response: { 200: creditPaymentIntentResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { stripe, customers } = needStripe();
      const { quantity } = request.body;
      const { tier } = await credits.account(user.id);
      const amount = creditPurchaseCents(quantity, tier);
      try {
        const customer = await customers.ensure(user);
        const intent = await stripe.paymentIntents.create({
          amount,
          currency: 'usd',
          customer,
          automatic_payment_methods: { enabled: true },
          description: `${quantity} Otto credit${quantity === 1 ? '' : 's'}`,
          metadata: { [stripeMetadata.userId]: user.id, [stripeMetadata.credits]: String(quantity) },
        });
        const session = await stripe.customerSessions.create({
          customer,
          components: { payment_element: { enabled: true, features: { payment_method_redisplay: 'enabled' } } },
        });
        if (!intent.client_secret) throw new Error('PaymentIntent without client_secret');
        return { intent_secret: intent.client_secret, session_secret: session.client_secret, amount };
      } catch (err) {
        request.log.error({ err }, 'credit payment intent failed');
        throw paymentInitFailed();
      }
    },
  );

  api.post(
    '/stripe/create-customer-session',
    { onRequest: signedInOnly, schema: { body: emptyBodySchema, response: { 200: customerSessionResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { stripe, customers } = needStripe();
      try {
        const customer = await customers.ensure(user);
        const session = await stripe.customerSessions.create({
          customer,
          components: { pricing_table: { enabled: true } },
        });
        return { session_secret: session.client_secret };
      } catch (err) {
        request.log.error({ err }, 'customer session failed');
        throw new HttpError(502, 'customer_session_failed', 'Could not open the pricing table for your account.');
      }
    },
  );

  api.post(
    '/stripe/create-billing-portal-session',
    {
      onRequest: signedInOnly,
      schema: { body: emptyBodySchema, response: { 200: billingPortalSessionResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const { stripe, customers } = needStripe();
      try {
        const customer = await customers.ensure(user);
        const session = await stripe.billingPortal.sessions.create(
          { customer, return_url: publicBaseUrl },
          { timeout: billingPortalTimeoutMs, maxNetworkRetries: 0 },
        );
        return { url: session.url };
      } catch (err) {
        // Spec §8: the default URL either way; the team hears of it unless it was a timeout or expected.
        if (!isExpectedPortalError(err))
          await deps.alerts.send('Billing portal session failed', { userId: user.id, error: String(err) });
        request.log.warn({ err }, 'billing portal session failed; default portal URL used');
        return { url: deps.config.STRIPE_BILLING_PORTAL_URL };
      }
    },
  );

  // Stripe signs the exact bytes it sent: this scope keeps JSON bodies as raw buffers.
  instance.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/stripe/webhook', async (request) => {
      if (!events) throw billingOff();
      const secret = deps.config.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw new HttpError(503, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set.');
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
        throw new HttpError(400, 'invalid_signature', 'A signed Stripe event is expected.');
      let event: Stripe.Event;
      try {
        event = stripeWebhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new HttpError(400, 'invalid_signature', 'The Stripe signature does not match.');
      }
      await events.apply(event);
      return { received: true };
    });
  });
};

/** A timeout, or Stripe saying the request cannot work (no portal configuration), is no news for the team. */
function isExpectedPortalError(err: unknown): boolean {
  const type = (err as { type?: string } | null)?.type;
  return type === 'StripeConnectionError' || type === 'StripeInvalidRequestError';
}
