/** Credits, plans and the upgrade prompts (spec chat §2, §5, §6, §9). */
import { annualPlanMinDays, credits, planCreditDiscount } from './constants';
import { billingText } from './ui-text';
import type { SubscriptionTier } from './user';

/** A whole number of credits from 1 to 50000. */
export const isValidCreditQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= credits.minQuantity && quantity <= credits.maxQuantity;

/** Price of a credit purchase in cents after the plan's discount, rounded to a whole cent. */
export function creditPurchaseCents(quantity: number, tier: SubscriptionTier): number {
  if (!isValidCreditQuantity(quantity)) throw new RangeError(`invalid credit quantity: ${quantity}`);
  return Math.round(quantity * credits.priceCents * (1 - planCreditDiscount[tier]));
}

const DAY_SECONDS = 86_400;

/** A plan whose billing period lasts at least 350 days is annual (unix seconds in, as period_end is). */
export const isAnnualPlan = (periodStart: number, periodEnd: number): boolean =>
  periodEnd - periodStart >= annualPlanMinDays * DAY_SECONDS;

/** The two top tiers have nothing to upgrade to. */
export const showsUpgradeButton = (tier: SubscriptionTier): boolean => tier !== 'pro_team' && tier !== 'ultra';

export const upgradeModalTitle = (creditsLeft: number): string =>
  creditsLeft > 0 ? billingText.upgradeWithCredits : billingText.outOfCredit;

export const upgradeDialogTitle = (variant: 'default' | 'export_limit'): string =>
  variant === 'export_limit' ? billingText.exportLimitTitle : billingText.upgradeTitle;

/** What stops a card payment before it is sent, as the message to show; null when it may go ahead. */
export function paymentBlocker(opts: { signedIn: boolean; hasSession: boolean; formLoaded: boolean }): string | null {
  if (!opts.signedIn) return billingText.notSignedIn;
  if (!opts.hasSession) return billingText.noSession;
  if (!opts.formLoaded) return billingText.stripeNotLoaded;
  return null;
}

export interface PaymentError {
  /** The provider's error type; connection errors are the user's network, not ours. */
  type?: string;
  message?: string;
}

/** The text shown for a failed payment: network trouble, else the provider's words, else a generic line. */
export function paymentErrorMessage(error: PaymentError | null | undefined): string {
  if (!error) return billingText.paymentFailed;
  if (error.type === 'api_connection_error' || error.type === 'network_error') return billingText.paymentNetworkError;
  return error.message?.trim() || billingText.paymentProcessFailed;
}

/** Network errors are the user's connection: no alert to the team. */
export const shouldAlertPaymentError = (error: PaymentError): boolean =>
  error.type !== 'api_connection_error' && error.type !== 'network_error';
