import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../apps/server/src/billing/stripe.test-server';
import { fakePricingTableJs, fakeStripeJs } from './fake-stripe-js';
import { useProduct } from './harness';
import { importUi, ui } from './ui';

const mediaFile = '../shared/media/video/auto-editor_example.mp4';

let stripe: FakeStripe;
const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
// Filled in before the product starts (useProduct's hook runs after this one): the fake's port comes first.
const env: Record<string, string> = { TRANSCRIBE_ENGINE: 'pocketsphinx' };
beforeAll(async () => {
  stripe = await startFakeStripe({ scripts: { '/v3/': fakeStripeJs, '/v3/pricing-table.js': fakePricingTableJs } });
  Object.assign(env, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    // The server's Stripe SDK is pointed at the fake (host/port/protocol).
    STRIPE_API_BASE: stripe.url,
    STRIPE_JS_URL: `${stripe.url}/v3/`,
    STRIPE_PRICING_TABLE_JS_URL: `${stripe.url}/v3/pricing-table.js`,
    STRIPE_PRICING_TABLE_ID: 'prctbl_e2e_light',
    STRIPE_PRICING_TABLE_ID_DARK: 'prctbl_e2e_dark',
  });
});
afterAll(async () => {
  await stripe?.close();
});

const product = useProduct(env);

beforeAll(() => {
  // Where Stripe delivers events to Otto (the server side's webhook route).
  stripe.setWebhook(`${product.otto.url}/api/stripe/webhook`, webhookSecret);
});

/** API calls with the browser session's cookie, as the web app makes them. */
function apiOf(page: Page) {
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) => {
    const res = await page.request.fetch(`/api${path}`, { method, data: data as object | undefined });
    const json = (res.headers()['content-type'] ?? '').includes('json') ? ((await res.json()) as Record<string, unknown>) : {};
    return { status: res.status(), body: json };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, data?: unknown) => call('POST', path, data),
    delete: (path: string) => call('DELETE', path),
  };
}

const creditsLeft = async (page: Page) =>
  ((await apiOf(page).get('/auth/session')).body.user as { credits_left: number }).credits_left;

/**
 * Spends the free plan's monthly credits the way a user does: an import of half an hour of footage
 * costs a credit per started minute at its start. The project is deleted at once, so nothing is
 * processed (and nothing is refunded: the credits were spent on starting it).
 */
async function spendAllCredits(page: Page) {
  const api = apiOf(page);
  const left = await creditsLeft(page);
  const project = (await api.post('/projects', { mode: 'standard', name: 'Long interview' })).body.project as { id: string };
  const source = (
    await api.post(`/projects/${project.id}/sources`, {
      filename: 'long-interview.m4a',
      filesize: 20_000_000,
      type: 'audio',
      durationMs: left * 60_000 - 500,
    })
  ).body.source as { id: string };
  const started = await api.post('/projects/start', { project_id: project.id, type: 'standard', files: [{ file_id: source.id, media_type: 'audio' }] });
  expect(started.status).toBe(200);
  expect((await api.delete(`/projects/${project.id}`)).status).toBeLessThan(300);
  expect(await creditsLeft(page)).toBe(0);
}

async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('billing-menu').waitFor();
}

let page: Page;

test("a free user who runs out of credits sees 'You're out of credit.' and can buy credits from it", async () => {
  page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('buyer@example.com', 'correct horse battery');

  await openUserMenu(page);
  expect(await steps.byTestId('credits-left').textContent()).toBe('30');
  expect(await steps.byTestId('menu-upgrade').textContent()).toBe('Upgrade');
  await page.keyboard.press('Escape');

  await spendAllCredits(page);
  await page.reload();
  await steps.createProject('social_media');
  await importUi(page).chooseFiles(mediaFile);
  await importUi(page).startImport();

  const title = steps.byTestId('out-of-credit-title');
  await title.waitFor();
  expect(await title.textContent()).toBe("You're out of credit.");
  expect(await steps.byTestId('out-of-credit-upgrade').textContent()).toBe('Upgrade plan');
  await steps.byTestId('out-of-credit-buy').click();

  await steps.byTestId('purchase-credits').waitFor();
  expect(await steps.byTestId('purchase-credits-title').textContent()).toBe('Purchase Credits');
  expect(await steps.byTestId('purchase-quantity').inputValue()).toBe('10');
  expect(await steps.byTestId('purchase-total').textContent()).toBe('$150.00');
  await steps.byTestId('purchase-quantity').fill('50001');
  expect(await steps.byTestId('purchase-error').textContent()).toBe('Please enter a number of credits from 1 to 50000.');
  await steps.byTestId('purchase-quantity').fill('10');
  expect(await steps.byTestId('purchase-error').count()).toBe(0);
  await page.keyboard.press('Escape');
  await steps.byTestId('purchase-credits').waitFor({ state: 'detached' });
});

test('buys 10 credits through the two-step modal, and the balance updates after the refresh', async () => {
  const steps = ui(page);

  await openUserMenu(page);
  await steps.byTestId('menu-purchase-credits').click();
  expect(await steps.byTestId('purchase-quantity').inputValue()).toBe('10');
  await steps.byTestId('purchase-continue').click();
  await steps.byTestId('purchase-card-step').waitFor();
  expect(await steps.byTestId('purchase-summary').textContent()).toMatch(/^10 credits for \$150\.00$/);
  // 'Back' returns to step 1 as it was left.
  await steps.byTestId('purchase-back').click();
  expect(await steps.byTestId('purchase-quantity').inputValue()).toBe('10');
  await steps.byTestId('purchase-continue').click();

  // A declined card shows Stripe's words and opens the support chat.
  await steps.byTestId('fake-stripe-number').fill('4000 0000 0000 0002');
  await steps.byTestId('fake-stripe-exp').fill('12 / 34');
  await steps.byTestId('fake-stripe-cvc').fill('123');
  await steps.byTestId('purchase-pay').click();
  await expect.poll(() => steps.byTestId('purchase-error').textContent()).toBe('Your card was declined.');

  await steps.byTestId('fake-stripe-number').fill('4242 4242 4242 4242');
  await steps.byTestId('purchase-pay').click();
  await steps.byTestId('purchase-success').waitFor();
  expect(await steps.byTestId('purchase-success').textContent()).toContain('Payment complete: 10 credits added.');
  const paid = [...stripe.paymentIntents.values()].filter((i) => i.status === 'succeeded');
  expect(paid.map((i) => i.amount)).toEqual([15000]);
  await steps.byTestId('purchase-done').click();

  // The page reads user info again at 1 s and 3 s after the payment: no reload needed.
  await expect.poll(async () => {
    await openUserMenu(page);
    const text = await steps.byTestId('credits-left').textContent();
    await page.keyboard.press('Escape');
    return text;
  }).toBe('10');

  // The modal starts over on every opening.
  await openUserMenu(page);
  await steps.byTestId('menu-purchase-credits').click();
  await steps.byTestId('purchase-quantity-step').waitFor();
  expect(await steps.byTestId('purchase-card-step').count()).toBe(0);
  await page.keyboard.press('Escape');
});

test("'Ready to upgrade?' embeds the pricing table for the colour mode, and the referral modal counts a friend who signed up through the link", async () => {
  const steps = ui(page);
  await openUserMenu(page);
  await steps.byTestId('menu-upgrade').click();
  expect(await steps.byTestId('upgrade-title').textContent()).toBe('Ready to upgrade?');
  const table = steps.byTestId('fake-pricing-table');
  await table.waitFor();
  expect(await table.getAttribute('data-table')).toBe('prctbl_e2e_dark');
  // Keyed by the server's customer session (without one it would fall back to the email, spec §7).
  expect(await table.getAttribute('data-customer')).toBe('session');
  await page.keyboard.press('Escape');

  await openUserMenu(page);
  await steps.byTestId('menu-refer').click();
  expect(await steps.byTestId('referral-title').textContent()).toBe('Invite your friends, earn free credit');
  await expect.poll(() => steps.byTestId('referral-link').inputValue()).toMatch(/\/\?ref=[\w-]{4,32}$/);
  expect((await steps.byTestId('referral-copy').textContent())?.trim()).toBe('Copy link');
  const code = new URL(await steps.byTestId('referral-link').inputValue()).searchParams.get('ref');
  await page.keyboard.press('Escape');

  // A friend arrives through the link and signs up: the promoter sees them joined.
  const friend = await product.newPage();
  await friend.goto(`/?ref=${code}`);
  await expect.poll(() => new URL(friend.url()).search).toBe('');
  await ui(friend).signUp('friend@example.com', 'correct horse battery');
  await friend.close();
  await openUserMenu(page);
  await steps.byTestId('menu-refer').click();
  await expect
    .poll(() => steps.byTestId('referral-stats').textContent())
    .toContain('Friends joined1');
  await page.keyboard.press('Escape');
});
