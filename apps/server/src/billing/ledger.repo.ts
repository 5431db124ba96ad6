import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { creditLedger, users } from '../db/schema';

export type LedgerKind = 'grant' | 'purchase' | 'spend' | 'expiry' | 'refund';
export type LedgerRow = typeof creditLedger.$inferSelect;

export interface LedgerEntry {
  userId: string;
  kind: LedgerKind;
  /** Signed: spends and expiries are negative. */
  amount: number;
  idempotencyKey: string;
  periodEnd: number | null;
  reason?: string | null;
}

/** The append-only credit ledger. Every method takes the transaction it runs in. */
export const ledgerRepo = {
  /** Locks the user's row until the transaction ends: two spends for one user run one after the other. */
  async lockUser(
    tx: Db,
    userId: string,
  ): Promise<{ subscriptionTier: string; periodEnd: number | null; stripeSubscriptionId: string | null } | undefined> {
    const [row] = await tx
      .select({
        subscriptionTier: users.subscriptionTier,
        periodEnd: users.periodEnd,
        stripeSubscriptionId: users.stripeSubscriptionId,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  },

  async setPeriodEnd(tx: Db, userId: string, periodEnd: number): Promise<void> {
    await tx.update(users).set({ periodEnd }).where(eq(users.id, userId));
  },

  /** The sum of the entries still counting at `now` (unix seconds). */
  async balance(tx: Db, userId: string, now: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string | null>`sum(${creditLedger.amount})` })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), or(isNull(creditLedger.periodEnd), gt(creditLedger.periodEnd, now))));
    return Number(row?.total ?? 0);
  },

  /** What was left of a period's credits just before it ended. */
  async balanceOfPeriod(tx: Db, userId: string, periodEnd: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string | null>`sum(${creditLedger.amount})` })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.periodEnd, periodEnd)));
    return Number(row?.total ?? 0);
  },

  async findByKey(tx: Db, idempotencyKey: string): Promise<LedgerRow | undefined> {
    const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, idempotencyKey));
    return row;
  },

  /** Appends the entry unless its key is taken; true when it was added. */
  async append(tx: Db, entry: LedgerEntry): Promise<boolean> {
    const added = await tx
      .insert(creditLedger)
      .values({ ...entry, reason: entry.reason ?? null })
      .onConflictDoNothing({ target: creditLedger.idempotencyKey })
      .returning({ id: creditLedger.id });
    return added.length > 0;
  },

  history(tx: Db, userId: string): Promise<LedgerRow[]> {
    return tx.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.createdAt);
  },
};
