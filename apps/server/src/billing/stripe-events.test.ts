import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { createCreditsService } from './credits.service';
import { ledgerRepo } from './ledger.repo';
import { planCredits } from './plans';
import { createReferrals } from './referrals';
import { createStripeClient } from './stripe.client';
import { createStripeEvents } from './stripe-events';
import { invoiceObject, startFakeStripe, subscriptionObject, type FakeStripe } from './stripe.test-server';

/** Time moves only when a test says so: periods end without waiting a month. */
let now = new Date('2026-03-10T09:00:00Z');
const clock = { now: () => now };
const seconds = () => Math.floor(now.getTime() / 1000);
const day = 86_400;

let database: Database;
let fake: FakeStripe;
let credits: ReturnType<typeof createCreditsService>;
let events: ReturnType<typeof createStripeEvents>;

beforeAll(async () => {
  [database, fake] = await Promise.all([openTestDatabase(), startFakeStripe()]);
  const stripe = createStripeClient({ STRIPE_SECRET_KEY: 'sk_test_events', STRIPE_API_BASE: fake.url });
  if (!stripe) throw new Error('no client');
  credits = createCreditsService({ db: database.db, clock, billing: { enabled: true, defaultTier: 'free' } });
  const referrals = createReferrals({ db: database.db, publicBaseUrl: 'https://otto.example.com' });
  events = createStripeEvents({ db: database.db, stripe, credits, referrals, logger: pino({ level: 'silent' }) });
}, 60_000);
afterAll(async () => {
  await Promise.all([database.close(), fake.close()]);
});

async function newCustomer() {
  const customer = `cus_${randomBytes(6).toString('hex')}`;
  const [row] = await database.db
    .insert(users)
    .values({ email: `${customer}@example.com`, name: null, stripeCustomerId: customer })
    .returning();
  return { userId: row!.id, customer };
}

const event = (type: string, object: Record<string, unknown>, created = seconds()) =>
  ({
    id: `evt_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    created,
    data: { object },
  }) as unknown as Stripe.Event;

const purchase = (userId: string, quantity: number) =>
  event('payment_intent.succeeded', {
    id: `pi_${randomBytes(6).toString('hex')}`,
    object: 'payment_intent',
    amount: quantity * 1500,
    status: 'succeeded',
    customer: null,
    metadata: { otto_user_id: userId, otto_credits: String(quantity) },
  });

describe('periods and expiry', () => {
  it('purchased credits expire at the end of the period they were bought in (no rollover)', async () => {
    const { userId } = await newCustomer();
    await events.apply(purchase(userId, 10));
    const bought = await credits.account(userId);
    expect(bought.creditsLeft).toBe(planCredits.free.monthlyCredits + 10);

    now = new Date((bought.periodEnd! - 1) * 1000);
    expect((await credits.account(userId)).creditsLeft).toBe(planCredits.free.monthlyCredits + 10);
    now = new Date(bought.periodEnd! * 1000);
    const next = await credits.account(userId);
    expect(next.creditsLeft).toBe(planCredits.free.monthlyCredits);
    expect(next.periodEnd).toBeGreaterThan(bought.periodEnd!);
    const expired = (await ledgerRepo.history(database.db, userId)).filter((e) => e.kind === 'expiry');
    expect(expired).toEqual([expect.objectContaining({ amount: -(planCredits.free.monthlyCredits + 10) })]);
  });

  it('a subscription renews with its paid invoice: the old period expires, the new one gets the plan once', async () => {
    const { userId, customer } = await newCustomer();
    const price = fake.addPrice({ tier: 'pro', unitAmount: 4900 });
    const start = seconds();
    const subscription = subscriptionObject({ customer, price, periodStart: start, periodEnd: start + 30 * day });
    const first = invoiceObject({
      customer,
      subscription: subscription.id as string,
      price: price.id,
      periodStart: start,
      periodEnd: start + 30 * day,
      amountPaid: 4900,
    });
    await events.apply(event('invoice.paid', first));
    await events.apply(event('customer.subscription.created', subscription, start - 1));
    const paid = await credits.account(userId);
    expect(paid).toMatchObject({ tier: 'pro', periodEnd: start + 30 * day });
    expect(paid.creditsLeft).toBe(planCredits.free.monthlyCredits + planCredits.pro.monthlyCredits);

    // The period ends before Stripe's renewal arrives: no free grant for a paying account meanwhile.
    now = new Date((start + 30 * day + 5) * 1000);
    expect((await credits.account(userId)).creditsLeft).toBe(0);
    const renewal = invoiceObject({
      customer,
      subscription: subscription.id as string,
      price: price.id,
      periodStart: start + 30 * day,
      periodEnd: start + 60 * day,
      amountPaid: 4900,
    });
    for (let i = 0; i < 3; i++) await events.apply(event('invoice.paid', renewal));
    // A late replay of the first invoice changes nothing either.
    await events.apply(event('invoice.paid', first));
    const renewed = await credits.account(userId);
    expect(renewed).toMatchObject({
      tier: 'pro',
      periodEnd: start + 60 * day,
      creditsLeft: planCredits.pro.monthlyCredits,
    });
    const grants = (await ledgerRepo.history(database.db, userId)).filter((e) =>
      e.idempotencyKey.startsWith('invoice:'),
    );
    expect(grants).toHaveLength(2);
  });

  it('an annual plan (a year-long period) grants twelve months of credits', async () => {
    const { userId, customer } = await newCustomer();
    const price = fake.addPrice({ tier: 'starter', unitAmount: 29_000, interval: 'year' });
    const start = seconds();
    const invoice = invoiceObject({
      customer,
      subscription: `sub_${randomBytes(6).toString('hex')}`,
      price: price.id,
      periodStart: start,
      periodEnd: start + 365 * day,
      amountPaid: 29_000,
    });
    await events.apply(event('invoice.paid', invoice));
    const account = await credits.account(userId);
    expect(account.creditsLeft).toBe(planCredits.free.monthlyCredits + 12 * planCredits.starter.monthlyCredits);
  });

  it('a cancelled subscription returns the account to free at once, and free grants resume after the period', async () => {
    const { userId, customer } = await newCustomer();
    const price = fake.addPrice({ tier: 'pro', unitAmount: 4900 });
    const start = seconds();
    const subscription = subscriptionObject({ customer, price, periodStart: start, periodEnd: start + 30 * day });
    await events.apply(event('customer.subscription.updated', subscription, start));
    await events.apply(event('customer.subscription.deleted', { ...subscription, status: 'canceled' }, start + 10));
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ subscriptionTier: 'free', stripeSubscriptionId: null });
    now = new Date((start + 30 * day) * 1000);
    expect((await credits.account(userId)).creditsLeft).toBe(planCredits.free.monthlyCredits);
  });

  it('a payment for an account deleted since is acknowledged and credits no one (Stripe stops retrying)', async () => {
    const { userId } = await newCustomer();
    await database.db.delete(users).where(eq(users.id, userId));
    await expect(events.apply(purchase(userId, 3))).resolves.toBeUndefined();
    expect(await ledgerRepo.history(database.db, userId)).toEqual([]);
  });
});
