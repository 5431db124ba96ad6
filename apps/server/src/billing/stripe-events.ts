import { isAnnualPlan } from '@otto/shared/billing';
import type { SubscriptionTier } from '@otto/shared/user';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { CreditsService } from './credits.service';
import { knownTier } from './credits.fns';
import { ledgerRepo } from './ledger.repo';
import { moveToPeriod } from './periods';
import { planCredits } from './plans';
import type { Referrals } from './referrals';

/** The metadata Otto puts on what it creates in Stripe, to find its way back to the account. */
export const stripeMetadata = { userId: 'otto_user_id', credits: 'otto_credits', tier: 'otto_tier' } as const;

/** Subscription states in which the plan's features apply; others (canceled, unpaid…) fall back to free. */
const liveStatuses = new Set(['active', 'trialing', 'past_due']);

/**
 * Applies Stripe's events to accounts, exactly once and in any order: ledger entries are keyed
 * by the PaymentIntent / invoice id, and a subscription event older (by Stripe's `created`) than
 * the last one applied is ignored.
 */
export function createStripeEvents(deps: {
  db: Db;
  stripe: Stripe;
  credits: CreditsService;
  referrals: Referrals;
  logger: Logger;
}) {
  const tierOfPrice = new Map<string, SubscriptionTier>();

  /** A price's plan, from the `otto_tier` metadata the README says to set (lookup keys as a fallback). */
  async function priceTier(price: string | Stripe.Price): Promise<SubscriptionTier> {
    const id = typeof price === 'string' ? price : price.id;
    const cached = tierOfPrice.get(id);
    if (cached) return cached;
    const full = typeof price === 'string' ? await deps.stripe.prices.retrieve(price) : price;
    const named = full.metadata?.[stripeMetadata.tier] ?? full.lookup_key?.replace(/_(month|year)ly$/, '') ?? 'free';
    const tier = knownTier(named);
    tierOfPrice.set(id, tier);
    return tier;
  }

  async function userOfCustomer(customer: string | { id: string } | null): Promise<string | undefined> {
    if (!customer) return undefined;
    const id = typeof customer === 'string' ? customer : customer.id;
    const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, id));
    return row?.id;
  }

  async function creditPurchase(intent: Stripe.PaymentIntent): Promise<void> {
    const userId = intent.metadata[stripeMetadata.userId] ?? (await userOfCustomer(intent.customer));
    const quantity = Number(intent.metadata[stripeMetadata.credits]);
    // Payments Otto did not start (an invoice's, one made in the dashboard) buy no credits here.
    if (!userId || !Number.isInteger(quantity) || quantity <= 0) return;
    // An account deleted since: nothing to credit, and no reason for Stripe to retry.
    const [exists] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!exists) return;
    await deps.credits.inOpenPeriod(userId, async (tx, { periodEnd }) => {
      const added = await ledgerRepo.append(tx, {
        userId,
        kind: 'purchase',
        amount: quantity,
        idempotencyKey: `purchase:${intent.id}`,
        periodEnd,
        reason: 'credits bought',
      });
      if (added) await rewardReferral(tx, userId);
    });
  }

  async function rewardReferral(tx: Db, userId: string) {
    const [row] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, userId));
    if (row?.referredBy) await deps.credits.openPeriodIn(tx, row.referredBy);
    await deps.referrals.rewardFirstPayment(tx, userId);
  }

  /** A paid subscription invoice opens its period (when newer) and grants the plan's credits for it. */
  async function invoicePaid(invoice: Stripe.Invoice, eventCreated: number): Promise<void> {
    const userId = await userOfCustomer(invoice.customer);
    const line = invoice.lines.data.find((l) => l.pricing?.price_details?.price);
    const price = line?.pricing?.price_details?.price;
    const subscription = invoice.parent?.subscription_details?.subscription;
    if (!userId || !line || !price || !subscription) return;
    const tier = await priceTier(price);
    const { start, end } = line.period;
    const annual = isAnnualPlan(start, end);
    await deps.credits.inOpenPeriod(userId, async (tx, { now }) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) return;
      const subscriptionId = typeof subscription === 'string' ? subscription : subscription.id;
      // The invoice is the newest word on the plan unless a later subscription event was applied.
      const current = (user.subscriptionEventAt ?? 0) <= eventCreated;
      if (current && end > now) {
        await moveToPeriod(tx, { userId, from: user.periodEnd, to: end, now });
        await tx
          .update(users)
          .set({ subscriptionTier: tier, stripeSubscriptionId: subscriptionId, subscriptionEventAt: eventCreated })
          .where(eq(users.id, userId));
      }
      const added = await ledgerRepo.append(tx, {
        userId,
        kind: 'grant',
        amount: planCredits[tier].monthlyCredits * (annual ? 12 : 1),
        idempotencyKey: `invoice:${invoice.id}`,
        periodEnd: end,
        reason: `${tier} plan${annual ? ' (annual)' : ''}`,
      });
      if (added && invoice.amount_paid > 0) await rewardReferral(tx, userId);
    });
  }

  /** Plan and period from a subscription event; a stale one (older than the last applied) changes nothing. */
  async function subscriptionChanged(subscription: Stripe.Subscription, eventCreated: number, deleted: boolean) {
    const userId = await userOfCustomer(subscription.customer);
    if (!userId) return;
    const item = subscription.items.data[0];
    const live = !deleted && liveStatuses.has(subscription.status) && item !== undefined;
    const tier = live ? await priceTier(item.price) : 'free';
    await deps.credits.inOpenPeriod(userId, async (tx, { now }) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user || (user.subscriptionEventAt ?? 0) > eventCreated) return;
      // Only the subscription the account is on may end it (an old one's deletion arrives late).
      if (!live && user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription.id) return;
      if (live) await moveToPeriod(tx, { userId, from: user.periodEnd, to: item.current_period_end, now });
      await tx
        .update(users)
        .set({
          subscriptionTier: tier,
          stripeSubscriptionId: live ? subscription.id : null,
          subscriptionEventAt: eventCreated,
        })
        .where(eq(users.id, userId));
    });
  }

  return {
    async apply(event: Stripe.Event): Promise<void> {
      switch (event.type) {
        case 'payment_intent.succeeded':
          return creditPurchase(event.data.object);
        case 'invoice.paid':
          return invoicePaid(event.data.object, event.created);
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
          return subscriptionChanged(event.data.object, event.created, false);
        case 'customer.subscription.deleted':
          return subscriptionChanged(event.data.object, event.created, true);
        default:
          deps.logger.debug({ type: event.type }, 'stripe event not used');
      }
    },
  };
}
export type StripeEvents = ReturnType<typeof createStripeEvents>;
