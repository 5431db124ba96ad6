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
