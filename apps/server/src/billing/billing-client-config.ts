import type { BillingClientConfig } from '@otto/shared/api/billing';
import type { Config } from '../config/config';

type BillingConfig = Pick<
  Config,
  | 'billing'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_JS_URL'
  | 'STRIPE_PRICING_TABLE_JS_URL'
  | 'STRIPE_PRICING_TABLE_ID'
  | 'STRIPE_PRICING_TABLE_ID_DARK'
>;

/** What the browser is told about billing with the session; nothing Stripe-related leaks when billing is off. */
export function billingClientConfig(config: BillingConfig): BillingClientConfig {
  const light = config.STRIPE_PRICING_TABLE_ID ?? null;
  return {
    enabled: config.billing,
    publishableKey: config.billing ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    stripeJsUrl: config.STRIPE_JS_URL,
    pricingTableJsUrl: config.STRIPE_PRICING_TABLE_JS_URL,
    pricingTableIds: config.billing
      ? { light, dark: config.STRIPE_PRICING_TABLE_ID_DARK ?? light }
      : { light: null, dark: null },
  };
}

/** Stripe's own frames (card fields, 3-D Secure, the pricing table) per Stripe's CSP guide. */
const stripeFrameOrigins = ['https://js.stripe.com', 'https://hooks.stripe.com'];

/**
 * What the page's Content-Security-Policy must allow for Stripe.js and the pricing table to load:
 * the origins of the configured scripts and Stripe's frames. Nothing while billing is off.
 */
export function stripeContentSecurity(
  config: Pick<Config, 'billing' | 'STRIPE_JS_URL' | 'STRIPE_PRICING_TABLE_JS_URL'>,
): { scriptSrc: string[]; frameSrc: string[] } {
  if (!config.billing) return { scriptSrc: [], frameSrc: [] };
  const scripts = [...new Set([new URL(config.STRIPE_JS_URL).origin, new URL(config.STRIPE_PRICING_TABLE_JS_URL).origin])];
  return { scriptSrc: scripts, frameSrc: [...new Set([...scripts, ...stripeFrameOrigins])] };
}
