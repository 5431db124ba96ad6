import { z } from 'zod';
import { credits } from '../constants';

/**
 * The billing calls the web app makes (spec chat §7), under /api/stripe/… (the spec's
 * /{card-provider}/…) and /api/referrals/… (its /{referral-provider}/… and referral-link lookup).
 * Field names are the spec's.
 */
export const billingPaths = {
  creditPaymentIntent: '/stripe/create-credit-payment-intent',
  customerSession: '/stripe/create-customer-session',
  billingPortalSession: '/stripe/create-billing-portal-session',
  promoterInfo: '/referrals/promoter-info',
  referralLink: '/referrals/link',
} as const;

export const creditQuantityMessage = `Please enter a number of credits from ${credits.minQuantity} to ${credits.maxQuantity}.`;

/** POST /api/stripe/create-credit-payment-intent: credits to buy (spec §5: a number from 1 to 50000). */
export const creditPaymentIntentBodySchema = z.object({
  quantity: z
    .number({ error: creditQuantityMessage })
    .int({ error: creditQuantityMessage })
    .min(credits.minQuantity, { error: creditQuantityMessage })
    .max(credits.maxQuantity, { error: creditQuantityMessage }),
});
export type CreditPaymentIntentBody = z.infer<typeof creditPaymentIntentBodySchema>;

/**
 * The PaymentIntent for the purchase (spec §3 'Credit payment intent response'): its client secret
 * for Stripe.js, a customer session secret, and the amount charged in cents (plan discount applied, rounded).
 */
export const creditPaymentIntentResponseSchema = z.object({
  intent_secret: z.string().min(1),
  session_secret: z.string(),
  amount: z.number().int().nonnegative(),
});
export type CreditPaymentIntentResponse = z.infer<typeof creditPaymentIntentResponseSchema>;

/** POST /api/stripe/create-customer-session: the client secret the embedded pricing table is given. */
export const customerSessionResponseSchema = z.object({ session_secret: z.string().min(1) });
export type CustomerSessionResponse = z.infer<typeof customerSessionResponseSchema>;

/** POST /api/stripe/create-billing-portal-session: where to send the user (a default portal URL on failure). */
export const billingPortalSessionResponseSchema = z.object({ url: z.string().url() });
export type BillingPortalSessionResponse = z.infer<typeof billingPortalSessionResponseSchema>;

/** GET /api/referrals/link: the signed-in user's referral link (spec §7 referral-link lookup). */
export const referralLinkResponseSchema = z.object({ referral_link: z.string().url() });
export type ReferralLinkResponse = z.infer<typeof referralLinkResponseSchema>;

/** GET /api/referrals/promoter-info: what the referral modal tells a promoter about their referrals. */
export const promoterInfoResponseSchema = z.object({
  referral_link: z.string().url(),
  /** Users who signed up through the link. */
  referred_users: z.number().int().nonnegative(),
  /** Of those, users who made a first payment (each earned both sides credit). */
  paid_referrals: z.number().int().nonnegative(),
  /** Credits this user was granted for referrals. */
  credits_earned: z.number().int().nonnegative(),
});
export type PromoterInfoResponse = z.infer<typeof promoterInfoResponseSchema>;

/**
 * What the web app needs to know about billing, sent with the session. `enabled` is false on a
 * self-hosted server without STRIPE_SECRET_KEY: then no billing entry or upgrade prompt shows.
 */
export const billingClientConfigSchema = z.object({
  enabled: z.boolean(),
  /** STRIPE_PUBLISHABLE_KEY, for Stripe.js and the pricing table. */
  publishableKey: z.string().nullable(),
  /** Where Stripe.js is loaded from (js.stripe.com in production; a local fake in tests). */
  stripeJsUrl: z.string().url(),
  /** Where the pricing-table element's script is loaded from. */
  pricingTableJsUrl: z.string().url(),
  /** The pricing tables for the light and dark themes (one may serve both). */
  pricingTableIds: z.object({ light: z.string().nullable(), dark: z.string().nullable() }),
});
export type BillingClientConfig = z.infer<typeof billingClientConfigSchema>;

export const billingOff: BillingClientConfig = {
  enabled: false,
  publishableKey: null,
  stripeJsUrl: 'https://js.stripe.com/v3/',
  pricingTableJsUrl: 'https://js.stripe.com/v3/pricing-table.js',
  pricingTableIds: { light: null, dark: null },
};
