import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { billingClientConfig, stripeContentSecurity } from './billing-client-config';

describe('billing as the browser is told it', () => {
  it('is off without STRIPE_SECRET_KEY, and passes on no publishable key or pricing table', () => {
    const config = loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_PRICING_TABLE_ID: 'prctbl_1' });
    expect(billingClientConfig(config)).toMatchObject({
      enabled: false,
      publishableKey: null,
      pricingTableIds: { light: null, dark: null },
    });
  });

  it('with a key gives Stripe.js its publishable key, and the light table serves dark mode when no dark one is set', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_PRICING_TABLE_ID: 'prctbl_1',
      STRIPE_JS_URL: 'http://127.0.0.1:4242/v3/',
    });
    expect(billingClientConfig(config)).toEqual({
      enabled: true,
      publishableKey: 'pk_test_x',
      stripeJsUrl: 'http://127.0.0.1:4242/v3/',
      pricingTableJsUrl: 'https://js.stripe.com/v3/pricing-table.js',
      pricingTableIds: { light: 'prctbl_1', dark: 'prctbl_1' },
    });
  });
});

describe("the page's Content-Security-Policy for Stripe", () => {
  it('allows nothing more while billing is off', () => {
    expect(stripeContentSecurity(loadConfig({}))).toEqual({ scriptSrc: [], frameSrc: [] });
  });

  it("allows Stripe.js, the pricing table and Stripe's frames with billing on", () => {
    expect(stripeContentSecurity(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toEqual({
      scriptSrc: ['https://js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    });
    const local = stripeContentSecurity(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_JS_URL: 'http://127.0.0.1:4242/v3/' }));
    expect(local.scriptSrc).toEqual(['http://127.0.0.1:4242', 'https://js.stripe.com']);
  });
});
