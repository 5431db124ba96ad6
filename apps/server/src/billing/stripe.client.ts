import Stripe from 'stripe';
import type { Config } from '../config/config';

/** Stripe's own retry of a failed call; a payment request is idempotent on Stripe's side. */
const maxNetworkRetries = 2;

/**
 * The official SDK, or null while billing is off. STRIPE_API_BASE points it at a local server
 * speaking the same API (tests, and the web e2e through billing/stripe.test-server.ts).
 */
export function createStripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries,
    appInfo: { name: 'Otto' },
    ...(base && {
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
    }),
  });
}

/** Webhook signatures are checked with the SDK alone: no key is needed for that. */
export const stripeWebhooks = Stripe.webhooks;
