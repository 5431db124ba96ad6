import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { billingStartupLine } from './billing-mode';

describe('billing mode', () => {
  it('is off without STRIPE_SECRET_KEY, and the start-up line names the plan everyone is on', () => {
    const config = loadConfig({ DEFAULT_SUBSCRIPTION_TIER: 'pro' });
    expect(config.billing).toBe(false);
    expect(billingStartupLine(config)).toBe(
      'billing off: no STRIPE_SECRET_KEY, every account is on the pro plan and no credits are counted',
    );
    expect(billingStartupLine(config)).not.toContain('\n');
  });
  it('is on with a Stripe key', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(config.billing).toBe(true);
    expect(billingStartupLine(config)).toMatch(/^billing on:/);
    expect(billingStartupLine(config)).toContain('STRIPE_WEBHOOK_SECRET is not set, so no payment will be credited');
    const signed = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(billingStartupLine(signed)).toBe('billing on: plans and credits are counted (STRIPE_SECRET_KEY is set)');
  });
});
