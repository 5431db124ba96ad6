import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { creditQuantityMessage } from '@otto/shared/api/billing';
import type { User } from '@otto/shared/user';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { ledgerRepo } from './ledger.repo';
import { planCredits, referralCredits } from './plans';
import { createStripeClient } from './stripe.client';
import { invoiceObject, startFakeStripe, subscriptionObject, type FakeStripe } from './stripe.test-server';

const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
let fake: FakeStripe;
let ctx: TestContext;
let selfHosted: TestContext;

/** The team chat's incoming webhook (ALERT_WEBHOOK_URL): what the operators would read. */
const alerts: string[] = [];
const alertHook = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    alerts.push((JSON.parse(body) as { text: string }).text);
    res.end('ok');
  });
});

beforeAll(async () => {
  fake = await startFakeStripe();
  await new Promise<void>((done) => alertHook.listen(0, '127.0.0.1', done));
  [ctx, selfHosted] = await Promise.all([
    createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_otto',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
      STRIPE_BILLING_PORTAL_URL: 'https://billing.example.com/p/login/otto',
      PUBLIC_URL: 'https://otto.example.com',
      ALERT_WEBHOOK_URL: `http://127.0.0.1:${(alertHook.address() as AddressInfo).port}/hook`,
    }),
    createTestApp(),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([ctx.close(), selfHosted.close(), fake.close()]);
  alertHook.close();
});

const post = (app: TestContext, who: SignedInUser, url: string, payload: object = {}) =>
  app.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: who.cookie }, payload });

const userOf = async (who: SignedInUser): Promise<User> =>
  ((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: who.cookie } })).json() as { user: User }).user;

/** Posts an event to the webhook the way Stripe does: the exact bytes, signed with the endpoint's secret. */
function deliver(type: string, object: Record<string, unknown>, opts: { id?: string; created?: number } = {}) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: opts.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** Starts a credit purchase through the API; resolves to the answer and the PaymentIntent the fake holds. */
async function buy(who: SignedInUser, quantity: number) {
  const res = await post(ctx, who, '/stripe/create-credit-payment-intent', { quantity });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { intent_secret: string; session_secret: string; amount: number };
  const intent = [...fake.paymentIntents.values()].find((i) => i.client_secret === body.intent_secret);
  if (!intent) throw new Error('the intent secret names no PaymentIntent');
  return { body, intent };
}

const customerOf = (who: SignedInUser): string => {
  const found = [...fake.customers.values()].find(
    (c) => (c.metadata as Record<string, string>).otto_user_id === who.user.id,
  );
  if (!found) throw new Error('no Stripe customer for the user');
  return found.id as string;
};

const day = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** A pro subscription for the user, as Stripe announces it (subscription event, then the paid invoice). */
async function subscribe(who: SignedInUser, tier: 'starter' | 'pro', opts: { created?: number } = {}) {
  await post(ctx, who, '/stripe/create-customer-session');
  const customer = customerOf(who);
  const price = fake.addPrice({ tier, unitAmount: 2900 });
  const periodStart = now() - 60;
  const periodEnd = periodStart + 30 * day;
  const subscription = subscriptionObject({ customer, price, periodStart, periodEnd });
  const invoice = invoiceObject({
    customer,
    subscription: subscription.id as string,
    price: price.id,
    periodStart,
    periodEnd,
    amountPaid: 2900,
  });
  return { customer, price, subscription, invoice, periodEnd, created: opts.created ?? now() };
}

describe('credit purchase (spec §7 create-credit-payment-intent, §9 price)', () => {
  it('charges 1500 cents a credit to a free user, and the paid intent adds the credits once', async () => {
    const who = await signUpUser(ctx.app);
    const { body, intent } = await buy(who, 10);
    expect(body.amount).toBe(15_000);
    expect(intent).toMatchObject({ amount: 15_000, currency: 'usd' });
    expect(body.session_secret).toMatch(/^cuss_secret_/);

    const paid = await fake.succeedPaymentIntent(intent.id as string);
    const eventId = `evt_${randomBytes(8).toString('hex')}`;
    const answers = await Promise.all([1, 2, 3].map(() => deliver('payment_intent.succeeded', paid, { id: eventId })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // Stripe may also send the same intent under a new event id: still one purchase.
    expect((await deliver('payment_intent.succeeded', paid)).statusCode).toBe(200);

    expect((await userOf(who)).credits_left).toBe(planCredits.free.monthlyCredits + 10);
    const purchases = (await ledgerRepo.history(ctx.deps.database.db, who.user.id)).filter(
      (e) => e.kind === 'purchase',
    );
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ amount: 10, periodEnd: (await userOf(who)).period_end });
  });

  it('the fake Stripe confirms a payment and delivers the signed event to a listening server (the e2e path)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhook(`${address}/api/stripe/webhook`, webhookSecret);
    const who = await signUpUser(ctx.app);
    const { intent } = await buy(who, 4);
    const browserSide = createStripeClient({ STRIPE_SECRET_KEY: 'sk_test_browser', STRIPE_API_BASE: fake.url });
    await browserSide!.paymentIntents.confirm(intent.id as string);
    expect((await userOf(who)).credits_left).toBe(planCredits.free.monthlyCredits + 4);
  });

  it('a pro user pays 50 % per credit, a Plus (starter) user 75 %', async () => {
    const pro = await signUpUser(ctx.app);
    const proPlan = await subscribe(pro, 'pro');
    await deliver('customer.subscription.created', proPlan.subscription);
    expect((await buy(pro, 3)).body.amount).toBe(2250);

    const plus = await signUpUser(ctx.app);
    const plusPlan = await subscribe(plus, 'starter');
    await deliver('invoice.paid', plusPlan.invoice);
    expect((await buy(plus, 3)).body.amount).toBe(3375);
  });

  it('refuses a quantity outside 1–50000 with the spec rule, before Stripe is called', async () => {
    const who = await signUpUser(ctx.app);
    const calls = fake.requests.length;
    for (const quantity of [0, 50_001, 2.5]) {
      const res = await post(ctx, who, '/stripe/create-credit-payment-intent', { quantity });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(creditQuantityMessage);
    }
    expect(fake.requests.length).toBe(calls);
    expect((await buy(who, 50_000)).body.amount).toBe(75_000_000);
  });

  it('answers payment_init_failed when Stripe fails, so the modal shows its message', async () => {
    const who = await signUpUser(ctx.app);
    fake.failNext('/v1/payment_intents', 3);
    const res = await post(ctx, who, '/stripe/create-credit-payment-intent', { quantity: 1 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'payment_init_failed', message: 'Failed to initialize payment.' });
  });

  it('rejects an event whose signature does not match, and adds nothing', async () => {
    const who = await signUpUser(ctx.app);
    const { intent } = await buy(who, 5);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: now(),
      data: { object: { ...intent, status: 'succeeded' } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, 'garbage']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_signature' });
    }
    expect((await userOf(who)).credits_left).toBe(planCredits.free.monthlyCredits);
  });
});

describe('subscriptions: webhooks applied exactly once, in any order', () => {
  it('invoice.paid and subscription.updated, each three times and out of order, grant the plan once', async () => {
    const who = await signUpUser(ctx.app);
    const plan = await subscribe(who, 'pro');
    const created = now();
    const events = [
      () => deliver('invoice.paid', plan.invoice, { id: 'evt_inv', created }),
      () => deliver('customer.subscription.updated', plan.subscription, { id: 'evt_sub', created: created - 5 }),
    ];
    // The invoice first, then the (older) subscription event, then everything again at once.
    for (const send of [events[0], events[1], events[0], events[1]]) expect((await send!()).statusCode).toBe(200);
    await Promise.all([events[1]!(), events[0]!()]);

    const user = await userOf(who);
    expect(user.subscriptionTier).toBe('pro');
    expect(user.period_end).toBe(plan.periodEnd);
    const grants = (await ledgerRepo.history(ctx.deps.database.db, who.user.id)).filter(
      (e) => e.idempotencyKey === `invoice:${plan.invoice.id as string}`,
    );
    expect(grants).toHaveLength(1);
    // What was left of the free month moves into the paid period: nothing granted twice, nothing lost.
    expect(user.credits_left).toBe(planCredits.free.monthlyCredits + planCredits.pro.monthlyCredits);
  });

  it('ignores a subscription event older than the last one applied (a late "active" after the cancel)', async () => {
    const who = await signUpUser(ctx.app);
    const plan = await subscribe(who, 'pro');
    const t = now();
    await deliver('customer.subscription.updated', plan.subscription, { created: t - 100 });
    expect((await userOf(who)).subscriptionTier).toBe('pro');
    await deliver('customer.subscription.deleted', { ...plan.subscription, status: 'canceled' }, { created: t });
    expect((await userOf(who)).subscriptionTier).toBe('free');
    await deliver('customer.subscription.updated', plan.subscription, { created: t - 50 });
    expect((await userOf(who)).subscriptionTier).toBe('free');
  });
});

describe('customer session and billing portal (spec §7)', () => {
  it('gives the pricing table a customer session, one Stripe customer per account', async () => {
    const who = await signUpUser(ctx.app);
    const answers = await Promise.all([1, 2].map(() => post(ctx, who, '/stripe/create-customer-session')));
    for (const a of answers) expect((a.json() as { session_secret: string }).session_secret).toMatch(/^cuss_secret_/);
    await post(ctx, who, '/stripe/create-customer-session');
    const mine = [...fake.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>).otto_user_id === who.user.id,
    );
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const session = fake.requests.filter((r) => r.path === '/v1/customer_sessions').at(-1);
    expect(session?.body).toMatchObject({
      customer: customerOf(who),
      components: { pricing_table: { enabled: 'true' } },
    });
  });

  it("answers the portal session's URL, and the default portal URL when Stripe fails", async () => {
    const who = await signUpUser(ctx.app);
    const ok = await post(ctx, who, '/stripe/create-billing-portal-session');
    expect((ok.json() as { url: string }).url).toMatch(new RegExp(`^${fake.url}/p/session/bps_`));
    const asked = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
    expect(asked?.body).toMatchObject({ return_url: 'https://otto.example.com' });

    expect(alerts).toEqual([]);
    fake.failNext('/v1/billing_portal/sessions');
    const fallback = await post(ctx, who, '/stripe/create-billing-portal-session');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual({ url: 'https://billing.example.com/p/login/otto' });
    // Stripe's own failure is news for the team (spec §8); a timeout or an expected error would not be.
    expect(alerts).toEqual([expect.stringContaining('Billing portal session failed')]);
  });
});

describe('referral (issue 19 item 5)', () => {
  it('credits both sides once, at the referred account’s first payment', async () => {
    const promoter = await signUpUser(ctx.app);
    const link = (await userOf(promoter)).referralLink;
    expect(link).toMatch(/^https:\/\/otto\.example\.com\/\?ref=[A-Za-z0-9_-]{8}$/);
    const code = new URL(link!).searchParams.get('ref')!;

    const lookup = await ctx.app.inject({
      url: `/api/referral/referral-link?email=${encodeURIComponent(promoter.user.email.toUpperCase())}`,
      headers: { cookie: promoter.cookie },
    });
    expect(lookup.json()).toEqual({ referral_link: link });
    const someoneElse = await ctx.app.inject({
      url: `/api/referral/referral-link?email=other%40example.com`,
      headers: { cookie: promoter.cookie },
    });
    expect(someoneElse.statusCode).toBe(404);

    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-up',
      remoteAddress: '10.9.9.9',
      payload: {
        email: `friend-${randomBytes(4).toString('hex')}@example.com`,
        password: 'correct horse battery',
        referralCode: code,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = signUp.headers['set-cookie'];
    const friend: SignedInUser = {
      user: (signUp.json() as { user: User }).user,
      cookie: (Array.isArray(cookie) ? cookie[0]! : cookie!).split(';')[0]!,
    };
    const infoBefore = await ctx.app.inject({
      url: '/api/referral/promoter-info',
      headers: { cookie: promoter.cookie },
    });
    expect(infoBefore.json()).toMatchObject({ referred_count: 1, paid_count: 0, credits_earned: 0 });

    for (const quantity of [2, 3]) {
      const { intent } = await buy(friend, quantity);
      const paid = await fake.succeedPaymentIntent(intent.id as string);
      await deliver('payment_intent.succeeded', paid);
      await deliver('payment_intent.succeeded', paid);
    }
    expect((await userOf(friend)).credits_left).toBe(planCredits.free.monthlyCredits + 5 + referralCredits);
    expect((await userOf(promoter)).credits_left).toBe(planCredits.free.monthlyCredits + referralCredits);
    const info = await ctx.app.inject({ url: '/api/referral/promoter-info', headers: { cookie: promoter.cookie } });
    expect(info.json()).toEqual({
      referral_link: link,
      referred_count: 1,
      paid_count: 1,
      credits_earned: referralCredits,
      credits_per_referral: referralCredits,
    });
  });
});

describe('referral sign-up through the link cookie', () => {
  const signUpWith = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local/sign-up',
      remoteAddress: '10.9.9.10',
      headers,
      payload: { email: `friend-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery' },
    });
  const referredCount = async (who: SignedInUser) =>
    (
      (await ctx.app.inject({ url: '/api/referral/promoter-info', headers: { cookie: who.cookie } })).json() as {
        referred_count: number;
      }
    ).referred_count;

  it('records the referrer from the otto_ref cookie; an unknown code refers no one', async () => {
    const promoter = await signUpUser(ctx.app);
    const code = new URL((await userOf(promoter)).referralLink!).searchParams.get('ref')!;
    expect((await signUpWith({ cookie: `otto_ref=${code}` })).statusCode).toBe(201);
    expect((await signUpWith({ cookie: 'otto_ref=nobody123' })).statusCode).toBe(201);
    expect(await referredCount(promoter)).toBe(1);
  });
});

describe('billing off (no STRIPE_SECRET_KEY)', () => {
  it('has no referral link, and the Stripe and referral routes answer billing_off', async () => {
    const who = await signUpUser(selfHosted.app);
    expect(who.user.referralLink).toBeNull();
    for (const url of ['/stripe/create-credit-payment-intent', '/stripe/create-customer-session']) {
      const res = await post(selfHosted, who, url, url.includes('intent') ? { quantity: 1 } : {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'billing_off' });
    }
    const config = await selfHosted.app.inject({ url: '/api/stripe/config' });
    expect(config.json()).toEqual({ enabled: false });
  });
});
