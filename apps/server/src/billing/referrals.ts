import { randomBytes } from 'node:crypto';
import { referralCodeSchema, referralQueryParam } from '@otto/shared/api/billing';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../db/database';
import { creditLedger, users } from '../db/schema';
import { ledgerRepo } from './ledger.repo';
import { referralCredits } from './plans';

/** 8 url-safe characters: 48 random bits, unguessable enough that codes cannot be enumerated. */
const newCode = () => randomBytes(6).toString('base64url');

/** Referral links, referred sign-ups and the credits both sides earn (issue 19 item 5). */
export function createReferrals(deps: { db: Db; publicBaseUrl: string }) {
  const linkOf = (code: string) => {
    const url = new URL('/', deps.publicBaseUrl);
    url.searchParams.set(referralQueryParam, code);
    return url.toString();
  };

  /** The user's code, made at first need (accounts older than referrals have none yet). */
  async function codeOf(userId: string): Promise<string> {
    const [row] = await deps.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`no user ${userId}`);
    if (row.code) return row.code;
    // A concurrent request may have given it one first: keep whichever landed.
    await deps.db
      .update(users)
      .set({ referralCode: newCode() })
      .where(and(eq(users.id, userId), isNull(users.referralCode)));
    return codeOf(userId);
  }

  return {
    async link(userId: string): Promise<string> {
      return linkOf(await codeOf(userId));
    },

    /** The account a referral code belongs to; recorded on the accounts signed up through its link. */
    referrerOf: async (code: string): Promise<string | undefined> => {
      if (!referralCodeSchema.safeParse(code).success) return undefined;
      const [referrer] = await deps.db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
      return referrer?.id;
    },

    /**
     * On a payment by `userId` (inside the transaction that records it): when it was referred,
     * both sides get the referral credits, once, whatever the number of payments or replays.
     */
    async rewardFirstPayment(tx: Db, userId: string): Promise<void> {
      const [row] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, userId));
      if (!row?.referredBy) return;
      const sides = [
        { who: userId, key: `referral:${userId}:referred` },
        { who: row.referredBy, key: `referral:${userId}:referrer` },
      ];
      for (const side of sides) {
        const [holder] = await tx.select({ periodEnd: users.periodEnd }).from(users).where(eq(users.id, side.who));
        await ledgerRepo.append(tx, {
          userId: side.who,
          kind: 'grant',
          amount: referralCredits,
          idempotencyKey: side.key,
          periodEnd: holder?.periodEnd ?? null,
          reason: 'referral',
        });
      }
    },

    /** The promoter's figures for the referral modal. */
    async promoterInfo(userId: string) {
      const [referred] = await deps.db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
      const [paid] = await deps.db
        .select({ n: count() })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), like(creditLedger.idempotencyKey, 'referral:%:referrer')));
      const paidCount = paid?.n ?? 0;
      return {
        referral_link: await this.link(userId),
        referred_count: referred?.n ?? 0,
        paid_count: paidCount,
        credits_earned: paidCount * referralCredits,
        credits_per_referral: referralCredits,
      };
    },
  };
}
export type Referrals = ReturnType<typeof createReferrals>;
