import { z } from 'zod';
import { credits } from '../constants';

/**
 * The billing calls of spec chat §7, served under /api. The card provider is Stripe, so the
 * `{card-provider}` path segment is `stripe`; referral calls live under `referral`.
 */
export const billingPaths = {
  creditPaymentIntent: '/api/stripe/create-credit-payment-intent',
  customerSession: '/api/stripe/create-customer-session',
  billingPortalSession: '/api/stripe/create-billing-portal-session',
  /** Stripe posts its events here (raw body, Stripe-Signature header). */
  webhook: '/api/stripe/webhook',
  promoterInfo: '/api/referral/promoter-info',
  referralLink: '/api/referral/referral-link',
  /** Publishable key and pricing-table id for Stripe.js; `enabled: false` when billing is off. */
  config: '/api/stripe/config',
} as const;

export const creditQuantityMessage = `Please enter a number of credits from ${credits.minQuantity} to ${credits.maxQuantity}.`;

/** POST /api/stripe/create-credit-payment-intent: how many credits to buy (spec §5: 1 to 50000). */
export const creditPaymentIntentBodySchema = z.object({
  quantity: z
    .number({ error: creditQuantityMessage })
    .int({ error: creditQuantityMessage })
    .min(credits.minQuantity, { error: creditQuantityMessage })
    .max(credits.maxQuantity, { error: creditQuantityMessage }),
});
export type CreditPaymentIntentBody = z.infer<typeof creditPaymentIntentBodySchema>;

/** The PaymentIntent's client secret for Elements, the customer session's, and the total in cents. */
export const creditPaymentIntentResponseSchema = z.object({
  intent_secret: z.string(),
  session_secret: z.string(),
  amount: z.number().int().nonnegative(),
});
export type CreditPaymentIntentResponse = z.infer<typeof creditPaymentIntentResponseSchema>;

/** The pricing-table element's customer session; on failure the table falls back to the email. */
export const customerSessionResponseSchema = z.object({ session_secret: z.string() });
export type CustomerSessionResponse = z.infer<typeof customerSessionResponseSchema>;

/** Always answers a URL: the portal session's, or the default portal URL when Stripe fails or takes 10 s. */
export const billingPortalSessionResponseSchema = z.object({ url: z.string().url() });
export type BillingPortalSessionResponse = z.infer<typeof billingPortalSessionResponseSchema>;

/** The calls above take no payload; an empty object (or none) is accepted. */
export const emptyBodySchema = z.object({}).strict().optional();

/** What Stripe.js needs in the browser; nothing when billing is off (self-hosted without Stripe). */
export const stripeConfigResponseSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    publishableKey: z.string().nullable(),
    pricingTableId: z.string().nullable(),
  }),
]);
export type StripeConfigResponse = z.infer<typeof stripeConfigResponseSchema>;

/** GET /api/referral/promoter-info: the signed-in user's referral link and what it earned. */
export const promoterInfoResponseSchema = z.object({
  referral_link: z.string().url(),
  /** Accounts that signed up through the link. */
  referred_count: z.number().int().nonnegative(),
  /** Of those, the ones whose first payment granted the referral credits. */
  paid_count: z.number().int().nonnegative(),
  credits_earned: z.number().int().nonnegative(),
  /** What each side gets on the referred user's first payment. */
  credits_per_referral: z.number().int().nonnegative(),
});
export type PromoterInfoResponse = z.infer<typeof promoterInfoResponseSchema>;

/** GET /api/referral/referral-link?email=: one's own link only (an address of someone else answers 404). */
export const referralLinkQuerySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
});
export const referralLinkResponseSchema = z.object({ referral_link: z.string().url() });
export type ReferralLinkResponse = z.infer<typeof referralLinkResponseSchema>;

/** Referral links are `{PUBLIC_URL}/?ref={code}`; the web keeps the code and sends it with the sign-up. */
export const referralQueryParam = 'ref';
/** The cookie the web sets from `?ref=` so a Google sign-in, too, records who referred the account. */
export const referralCookieName = 'otto_ref';
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,32}$/);

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
