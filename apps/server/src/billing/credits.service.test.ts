import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { HttpError } from '../http/http-error';
import { createCreditsService, exportLimitReached } from './credits.service';
import { ledgerRepo } from './ledger.repo';
import { planCredits } from './plans';

let database: Database;
const start = new Date('2026-01-31T12:00:00Z');
let now = start;
const clock = { now: () => now };
let credits: ReturnType<typeof createCreditsService>;

beforeAll(async () => {
  database = await openTestDatabase();
  credits = createCreditsService({ db: database.db, clock, billing: { enabled: true, defaultTier: 'free' } });
});
afterAll(() => database.close());

async function newUser(tier = 'free'): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `u-${Math.random().toString(36).slice(2)}@example.com`, name: null, subscriptionTier: tier })
    .returning();
  return row!.id;
}

const spend = (userId: string, amount: number, idempotencyKey: string) =>
  credits.spend({ userId, amount, idempotencyKey, reason: 'test', refusal: exportLimitReached });

const refusalOf = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof HttpError ? { status: error.statusCode, code: error.code } : error;
};

describe('credit ledger', () => {
  it("grants the plan's monthly credits once at the start of a period that ends a calendar month later", async () => {
    now = start;
    const id = await newUser('starter');
    const [first, again] = await Promise.all([credits.account(id), credits.account(id)]);
    expect(first).toEqual({
      tier: 'starter',
      creditsLeft: planCredits.starter.monthlyCredits,
      // Jan 31 + one month: the last day of February.
      periodEnd: Date.parse('2026-02-28T12:00:00Z') / 1000,
    });
    expect(again.creditsLeft).toBe(planCredits.starter.monthlyCredits);
    const grants = (await ledgerRepo.history(database.db, id)).filter((e) => e.kind === 'grant');
    expect(grants).toHaveLength(1);
  });

  it('never overdraws with many concurrent spends, and the refused ones say export_limit', async () => {
    now = start;
    const id = await newUser('free');
    const monthly = planCredits.free.monthlyCredits;
    const results = await Promise.allSettled(
      Array.from({ length: monthly + 10 }, (_, i) => spend(id, 1, `parallel-${id}-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(monthly);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(10);
    for (const r of refused)
      expect(await refusalOf(Promise.reject(r.reason))).toEqual({ status: 401, code: 'export_limit' });
    expect((await credits.account(id)).creditsLeft).toBe(0);
  });

  it('spends once for a replayed request (the same idempotency key)', async () => {
    now = start;
    const id = await newUser('free');
    const replays = await Promise.all([
      spend(id, 5, `replay-${id}`),
      spend(id, 5, `replay-${id}`),
      spend(id, 5, `replay-${id}`),
    ]);
    expect(replays.filter((r) => r.spent)).toHaveLength(1);
    expect((await credits.account(id)).creditsLeft).toBe(planCredits.free.monthlyCredits - 5);
  });

  it('refuses a spend larger than the balance and leaves the balance alone', async () => {
    now = start;
    const id = await newUser('free');
    expect(await refusalOf(spend(id, planCredits.free.monthlyCredits + 1, `big-${id}`))).toEqual({
      status: 401,
      code: 'export_limit',
    });
    expect((await credits.account(id)).creditsLeft).toBe(planCredits.free.monthlyCredits);
  });

  it('purchased credits expire at period end without rollover; the new period starts with a fresh grant', async () => {
    now = start;
    const id = await newUser('pro');
    await credits.addPurchase(id, 10, `purchase-${id}`);
    await spend(id, 4, `spend-${id}`);
    const before = await credits.account(id);
    expect(before.creditsLeft).toBe(planCredits.pro.monthlyCredits + 10 - 4);

    now = new Date(before.periodEnd! * 1000);
    const after = await credits.account(id);
    expect(after.creditsLeft).toBe(planCredits.pro.monthlyCredits);
    expect(after.periodEnd).toBe(Date.parse('2026-03-28T12:00:00Z') / 1000);
    const expiry = (await ledgerRepo.history(database.db, id)).filter((e) => e.kind === 'expiry');
    expect(expiry.map((e) => e.amount)).toEqual([-(planCredits.pro.monthlyCredits + 10 - 4)]);
    // A replayed purchase webhook for the old payment adds nothing.
    expect(await credits.addPurchase(id, 10, `purchase-${id}`)).toBe(false);
  });

  it('gives a failed export its credits back once', async () => {
    now = start;
    const id = await newUser('free');
    await spend(id, 3, `failing-${id}`);
    await Promise.all([credits.refund(id, `failing-${id}`), credits.refund(id, `failing-${id}`)]);
    expect((await credits.account(id)).creditsLeft).toBe(planCredits.free.monthlyCredits);
  });

  it('with billing off puts everyone on the default plan and counts nothing', async () => {
    now = start;
    const off = createCreditsService({ db: database.db, clock, billing: { enabled: false, defaultTier: 'pro' } });
    const id = await newUser('free');
    expect(await off.account(id)).toEqual({ tier: 'pro', creditsLeft: 0, periodEnd: null });
    expect(off.effectiveTier('free')).toBe('pro');
    for (let i = 0; i < 3; i++)
      expect(
        await off.spend({
          userId: id,
          amount: 1000,
          idempotencyKey: `off-${i}`,
          reason: 't',
          refusal: exportLimitReached,
        }),
      ).toEqual({ spent: false });
    expect(await ledgerRepo.history(database.db, id)).toEqual([]);
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row!.periodEnd).toBeNull();
  });
});
