import { describe, expect, it } from 'vitest';
import {
  creditPurchaseCents,
  isAnnualPlan,
  isValidCreditQuantity,
  paymentBlocker,
  paymentErrorMessage,
  shouldAlertPaymentError,
  showsUpgradeButton,
  upgradeDialogTitle,
  upgradeModalTitle,
} from './billing';

const DAY = 86_400;

describe('credits', () => {
  it.each([
    [1, true],
    [50_000, true],
    [0, false],
    [50_001, false],
    [2.5, false],
    [Number.NaN, false],
  ])('quantity %d valid=%s', (q, ok) => {
    expect(isValidCreditQuantity(q)).toBe(ok);
  });

  it.each([
    [1, 'free', 1500],
    [10, 'free', 15_000],
    [10, 'starter', 11_250],
    [10, 'pro', 7_500],
    [3, 'pro_team', 2_250],
    [1, 'ultra', 750],
  ] as const)('%d credits on %s cost %d cents', (q, tier, cents) => {
    expect(creditPurchaseCents(q, tier)).toBe(cents);
  });

  it('refuses invalid quantities', () => {
    expect(() => creditPurchaseCents(0, 'free')).toThrow(RangeError);
  });
});

describe('plans', () => {
  it('calls a period of 350 days or more annual', () => {
    expect(isAnnualPlan(0, 350 * DAY)).toBe(true);
    expect(isAnnualPlan(0, 365 * DAY)).toBe(true);
    expect(isAnnualPlan(0, 31 * DAY)).toBe(false);
  });

  it('hides the upgrade button for the top tiers', () => {
    expect(showsUpgradeButton('free')).toBe(true);
    expect(showsUpgradeButton('pro')).toBe(true);
    expect(showsUpgradeButton('pro_team')).toBe(false);
    expect(showsUpgradeButton('ultra')).toBe(false);
  });

  it('titles the upgrade dialogs', () => {
    expect(upgradeModalTitle(3)).toBe('Want advanced AI editing?');
    expect(upgradeModalTitle(0)).toBe("You're out of credit.");
    expect(upgradeDialogTitle('default')).toBe('Ready to upgrade?');
    expect(upgradeDialogTitle('export_limit')).toBe('Want more exports?');
  });
});

describe('payments', () => {
  it('checks sign-in, session and form in that order', () => {
    expect(paymentBlocker({ signedIn: false, hasSession: false, formLoaded: false })).toBe(
      'Not signed in. Please sign in first.',
    );
    expect(paymentBlocker({ signedIn: true, hasSession: false, formLoaded: true })).toBe('No session found.');
    expect(paymentBlocker({ signedIn: true, hasSession: true, formLoaded: false })).toBe('Stripe is not loaded.');
    expect(paymentBlocker({ signedIn: true, hasSession: true, formLoaded: true })).toBeNull();
  });

  it.each([
    [{ type: 'api_connection_error' }, 'Network connection error'],
    [{ type: 'card_error', message: 'Your card was declined.' }, 'Your card was declined.'],
    [{ type: 'card_error' }, 'Failed to process payment'],
    [null, 'Payment failed'],
  ])('%j → %s', (error, message) => {
    expect(paymentErrorMessage(error)).toBe(message);
  });

  it('alerts the team except for network errors', () => {
    expect(shouldAlertPaymentError({ type: 'api_connection_error' })).toBe(false);
    expect(shouldAlertPaymentError({ type: 'card_error' })).toBe(true);
  });
});
