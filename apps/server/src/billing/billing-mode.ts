import type { Config } from '../config/config';

/** The one start-up line that says whether billing runs, so a self-hoster knows why no one is charged. */
export const billingStartupLine = (
  config: Pick<Config, 'billing' | 'DEFAULT_SUBSCRIPTION_TIER' | 'STRIPE_WEBHOOK_SECRET'>,
): string =>
  config.billing
    ? `billing on: plans and credits are counted (STRIPE_SECRET_KEY is set)${
        // Without it every webhook is refused: people would pay and get nothing.
        config.STRIPE_WEBHOOK_SECRET ? '' : '; STRIPE_WEBHOOK_SECRET is not set, so no payment will be credited'
      }`
    : `billing off: no STRIPE_SECRET_KEY, every account is on the ${config.DEFAULT_SUBSCRIPTION_TIER} plan and no credits are counted`;
