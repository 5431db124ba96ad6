import type { SubscriptionTier } from '@otto/shared/user';
import type { Db } from '../db/database';
import type { AppDeps } from '../infrastructure/deps';
import type { Clock } from '../http/clock';
import { HttpError } from '../http/http-error';
import { knownTier, nextPeriodEnd } from './credits.fns';
import { ledgerRepo } from './ledger.repo';
import { moveToPeriod } from './periods';
import { planCredits } from './plans';

export interface CreditAccount {
  tier: SubscriptionTier;
  creditsLeft: number;
  /** Unix seconds; null while billing is off. */
  periodEnd: number | null;
}

export interface SpendRequest {
  userId: string;
  amount: number;
  /** The same key (a replayed request) spends once. */
  idempotencyKey: string;
  reason: string;
  /** The error when the balance is short: export_limit for exports, out_of_credits otherwise. */
  refusal: () => HttpError;
}

export const exportLimitReached = () =>
  new HttpError(401, 'export_limit', 'You have used the exports of your plan. Upgrade for more exports.');
export const outOfCredits = () =>
  new HttpError(402, 'out_of_credits', "You're out of credit. Buy credits or upgrade your plan to go on.");

/**
 * Plan grants, spends and the balance. With billing off (no STRIPE_SECRET_KEY) every account is
 * on the default tier and nothing is counted or refused.
 */
export function createCreditsService(deps: {
  db: Db;
  clock: Clock;
  billing: { enabled: boolean; defaultTier: SubscriptionTier };
}) {
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  /**
   * Inside a transaction that holds the user's row: when the period has ended, records what
   * expired and grants the plan's credits for the new one (each once, by key).
   */
  async function openPeriod(tx: Db, userId: string, now: number) {
    const user = await ledgerRepo.lockUser(tx, userId);
    if (!user) throw new HttpError(401, 'unauthorized', 'Not signed in. Please sign in first.');
    const tier = knownTier(user.subscriptionTier);
    let periodEnd = user.periodEnd;
    if (periodEnd === null || periodEnd <= now) {
      periodEnd = nextPeriodEnd(periodEnd, now);
      await moveToPeriod(tx, { userId, from: user.periodEnd, to: periodEnd, now });
      // A paid subscription's credits come with its paid invoice (stripe-events.ts), not by the calendar.
      if (user.stripeSubscriptionId) return { tier, periodEnd };
      await ledgerRepo.append(tx, {
        userId,
        kind: 'grant',
        amount: planCredits[tier].monthlyCredits,
        idempotencyKey: `grant:${userId}:${periodEnd}`,
        periodEnd,
        reason: `${tier} plan`,
      });
    }
    return { tier, periodEnd };
  }

  return {
    billingEnabled: deps.billing.enabled,

    /** The plan, credits left and period end the user menu shows. */
    async account(userId: string): Promise<CreditAccount> {
      if (!deps.billing.enabled) return { tier: deps.billing.defaultTier, creditsLeft: 0, periodEnd: null };
      const now = nowSeconds();
      return deps.db.transaction(async (tx) => {
        const { tier, periodEnd } = await openPeriod(tx, userId, now);
        return { tier, creditsLeft: await ledgerRepo.balance(tx, userId, now), periodEnd };
      });
    },

    /** The tier the server applies (watermark, limits): the stored plan, or the default while billing is off. */
    effectiveTier(storedTier: string): SubscriptionTier {
      return deps.billing.enabled ? knownTier(storedTier) : deps.billing.defaultTier;
    },

    /**
     * Takes `amount` credits or throws the request's refusal. The user's row is locked for the
     * check and the insert, so two concurrent spends can never take the balance below zero.
     */
    async spend(request: SpendRequest): Promise<{ spent: boolean }> {
      const { userId, refusal, ...item } = request;
      const { spent } = await this.spendAll({ userId, refusal, items: [item] });
      return { spent: spent > 0 };
    },

    /**
     * Several spends as one: all are taken or none (the refusal is thrown). Items whose key is
     * already in the ledger were paid before and are skipped. Resolves to the credits taken.
     */
    async spendAll(request: {
      userId: string;
      items: Array<Pick<SpendRequest, 'amount' | 'idempotencyKey' | 'reason'>>;
      refusal: () => HttpError;
    }): Promise<{ spent: number }> {
      const items = request.items.filter((i) => i.amount > 0);
      if (!deps.billing.enabled || items.length === 0) return { spent: 0 };
      const now = nowSeconds();
      return deps.db.transaction(async (tx) => {
        const { periodEnd } = await openPeriod(tx, request.userId, now);
        const unpaid: typeof items = [];
        for (const item of items) if (!(await ledgerRepo.findByKey(tx, item.idempotencyKey))) unpaid.push(item);
        const total = unpaid.reduce((sum, i) => sum + i.amount, 0);
        if (total === 0) return { spent: 0 };
        if ((await ledgerRepo.balance(tx, request.userId, now)) < total) throw request.refusal();
        for (const item of unpaid)
          await ledgerRepo.append(tx, {
            userId: request.userId,
            kind: 'spend',
            amount: -item.amount,
            idempotencyKey: item.idempotencyKey,
            periodEnd,
            reason: item.reason,
          });
        return { spent: total };
      });
    },

    /** Gives back a spend whose work failed; once, whatever the number of calls. */
    async refund(userId: string, spendKey: string): Promise<void> {
      if (!deps.billing.enabled) return;
      await deps.db.transaction(async (tx) => {
        await ledgerRepo.lockUser(tx, userId);
        const spend = await ledgerRepo.findByKey(tx, spendKey);
        if (!spend || spend.kind !== 'spend' || spend.userId !== userId) return;
        await ledgerRepo.append(tx, {
          userId,
          kind: 'refund',
          amount: -spend.amount,
          idempotencyKey: `refund:${spendKey}`,
          periodEnd: spend.periodEnd,
          reason: spend.reason,
        });
      });
    },

    /**
     * Runs `work` in one transaction holding the user's row, with the current period opened:
     * what a webhook records is counted in the period it lands in.
     */
    inOpenPeriod<T>(
      userId: string,
      work: (tx: Db, period: { tier: SubscriptionTier; periodEnd: number; now: number }) => Promise<T>,
    ): Promise<T> {
      const now = nowSeconds();
      return deps.db.transaction(async (tx) => work(tx, { ...(await openPeriod(tx, userId, now)), now }));
    },

    /** Opens the period of another user inside a running transaction (the referrer of a payer). */
    openPeriodIn(tx: Db, userId: string) {
      return openPeriod(tx, userId, nowSeconds());
    },

    /** Purchased credits count until the end of the current period (no rollover, spec §6). */
    async addPurchase(userId: string, quantity: number, idempotencyKey: string): Promise<boolean> {
      return this.inOpenPeriod(userId, (tx, { periodEnd }) =>
        ledgerRepo.append(tx, {
          userId,
          kind: 'purchase',
          amount: quantity,
          idempotencyKey,
          periodEnd,
          reason: 'credits bought',
        }),
      );
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;

/** The credits service as the app configures it: billing is on with a Stripe key only. */
export const creditsFromDeps = (deps: Pick<AppDeps, 'clock' | 'config' | 'database'>) =>
  createCreditsService({
    db: deps.database.db,
    clock: deps.clock,
    billing: { enabled: deps.config.billing, defaultTier: deps.config.DEFAULT_SUBSCRIPTION_TIER },
  });
