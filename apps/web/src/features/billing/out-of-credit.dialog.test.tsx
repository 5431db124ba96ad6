import type { User } from '@otto/shared/user';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutOfCreditBody } from './out-of-credit.dialog';
import { pricingTableAttributes } from './pricing-table.fns';

const user = (subscriptionTier: User['subscriptionTier'], credits_left = 0): User => ({
  id: '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11',
  email: 'ada@example.com',
  name: 'Ada',
  subscriptionTier,
  credits_left,
  period_end: 1_800_000_000,
  referralLink: null,
  role: 'user',
  emailVerified: true,
});
const body = (u: User, billing = true) => renderToStaticMarkup(<OutOfCreditBody user={u} billing={billing} onClose={() => undefined} />);

describe('the upgrade / out-of-credits modal', () => {
  it('offers a free user Upgrade plan, Buy credits and the referral link', () => {
    const html = body(user('free'));
    expect(html).toContain('Free plan · 0 credits left');
    expect(html).toMatch(/data-testid="out-of-credit-upgrade"[^>]*>Upgrade plan</);
    expect(html).toMatch(/data-testid="out-of-credit-buy"[^>]*>Buy credits</);
    expect(html).toContain('data-testid="out-of-credit-refer"');
  });

  it.each(['pro_team', 'ultra'] as const)('shows %s no Upgrade button, but still credits to buy', (tier) => {
    const html = body(user(tier, 5));
    expect(html).not.toContain('out-of-credit-upgrade');
    expect(html).toContain('out-of-credit-buy');
  });

  it('offers nothing to buy when billing is off', () => {
    const html = body(user('free'), false);
    expect(html).not.toContain('out-of-credit-upgrade');
    expect(html).not.toContain('out-of-credit-buy');
    expect(html).not.toContain('out-of-credit-refer');
  });
});

describe('the embedded pricing table', () => {
  const billing = {
    enabled: true,
    publishableKey: 'pk_test_1',
    stripeJsUrl: 'https://js.stripe.com/v3/',
    pricingTableJsUrl: 'https://js.stripe.com/v3/pricing-table.js',
    pricingTableIds: { light: 'prctbl_light', dark: 'prctbl_dark' },
  };

  it('uses the table for the colour mode and the customer session', () => {
    expect(pricingTableAttributes({ billing, colourMode: 'light', sessionSecret: 'cuss_1', email: 'a@b.co' })).toEqual({
      'pricing-table-id': 'prctbl_light',
      'publishable-key': 'pk_test_1',
      'customer-session-client-secret': 'cuss_1',
    });
    expect(pricingTableAttributes({ billing, colourMode: 'dark', sessionSecret: 'cuss_1', email: 'a@b.co' })?.['pricing-table-id']).toBe('prctbl_dark');
  });

  it('falls back to the customer email without a customer session (spec §7)', () => {
    expect(pricingTableAttributes({ billing, colourMode: 'dark', sessionSecret: null, email: 'a@b.co' })).toMatchObject({
      'customer-email': 'a@b.co',
    });
  });

  it('is not shown with billing off or no table configured', () => {
    expect(pricingTableAttributes({ billing: { ...billing, enabled: false }, colourMode: 'dark', sessionSecret: null, email: 'a@b.co' })).toBeNull();
    expect(
      pricingTableAttributes({ billing: { ...billing, pricingTableIds: { light: null, dark: null } }, colourMode: 'dark', sessionSecret: null, email: 'a@b.co' }),
    ).toBeNull();
  });
});
