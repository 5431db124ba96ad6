/**
 * A local HTTP server speaking the subset of Stripe's API that Otto's credit purchase uses, for browser
 * tests on a closed network: the server side (customers, PaymentIntents, customer sessions, billing
 * portal sessions, with the secret key) and the browser side (Stripe.js and the pricing-table script,
 * and PaymentIntent confirmation with the publishable key). A confirmed payment is announced to Otto
 * as Stripe does: a `payment_intent.succeeded` event signed with the webhook signing secret.
 * Card 4000 0000 0000 0002 is declined, as in Stripe's test mode; any other number succeeds.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakePricingTableJs, fakeStripeJs } from './fake-stripe-js';

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  /** http://127.0.0.1:port: Stripe's API base and where Stripe.js is served (`${url}/v3/`). */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where payment events are posted; set once Otto runs (its port is known only then). */
  webhookUrl: string | null;
  paymentIntents: Map<string, StripeObject>;
  stop(): Promise<void>;
}

/** Stripe's form encoding (`metadata[user_id]=…`) into nested objects. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let at = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

/** Stripe's webhook signature: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const customers = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const state = { webhookUrl: null as string | null };
  const secretKey = 'sk_test_fake_stripe';
  const publishableKey = 'pk_test_fake_stripe';
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, type: string, message: string, code?: string) =>
    send(res, status, { error: { type, message, ...(code ? { code } : {}) } });

  async function announce(type: string, object: StripeObject) {
    if (!state.webhookUrl) return;
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    await fetch(state.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, webhookSecret) },
      body: payload,
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const path = url.pathname;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, content-type',
          'access-control-allow-methods': 'GET, POST',
        });
        return res.end();
      }
      if (req.method === 'GET' && (path === '/v3' || path === '/v3/')) return send(res, 200, fakeStripeJs, 'text/javascript');
      if (req.method === 'GET' && path === '/v3/pricing-table.js') return send(res, 200, fakePricingTableJs, 'text/javascript');
      if (req.method === 'GET' && path.startsWith('/portal/')) return send(res, 200, '<h1>Billing portal</h1>', 'text/html');

      const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (key !== secretKey && key !== publishableKey)
        return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
      const params = parseForm(req.method === 'POST' ? await readBody(req) : url.searchParams.toString());
      const publishable = key === publishableKey;

      const confirm = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(path);
      if (req.method === 'POST' && confirm) {
        const intent = paymentIntents.get(confirm[1]!);
        if (!intent) return stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
        if (publishable && params.client_secret !== intent.client_secret)
          return stripeError(res, 400, 'invalid_request_error', 'The client_secret does not match.');
        const card = (params.payment_method_data as { card?: { number?: string } } | undefined)?.card;
        if (card?.number === '4000000000000002') {
          intent.status = 'requires_payment_method';
          return stripeError(res, 402, 'card_error', 'Your card was declined.', 'card_declined');
        }
        intent.status = 'succeeded';
        intent.payment_method = id('pm');
        intent.latest_charge = id('ch');
        await announce('payment_intent.succeeded', intent);
        return send(res, 200, intent);
      }
      if (publishable) return stripeError(res, 403, 'invalid_request_error', 'This call needs a secret key.');

      if (req.method === 'POST' && path === '/v1/customers') {
        const customer = { id: id('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {} };
        customers.set(customer.id, customer);
        return send(res, 200, customer);
      }
      if (req.method === 'GET' && (path === '/v1/customers' || path === '/v1/customers/search')) {
        const email = params.email ?? /email:'([^']+)'/.exec(String(params.query ?? ''))?.[1];
        const data = [...customers.values()].filter((c) => !email || c.email === email);
        return send(res, 200, { object: path.endsWith('search') ? 'search_result' : 'list', data, has_more: false });
      }
      const customer = /^\/v1\/customers\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && customer) {
        const found = customers.get(customer[1]!);
        return found ? send(res, 200, found) : stripeError(res, 404, 'invalid_request_error', 'No such customer', 'resource_missing');
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const intentId = id('pi');
        const intent: StripeObject = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency ?? 'usd',
          customer: params.customer ?? null,
          metadata: params.metadata ?? {},
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          livemode: false,
        };
        paymentIntents.set(intentId, intent);
        return send(res, 200, intent);
      }
      const intent = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && intent) {
        const found = paymentIntents.get(intent[1]!);
        return found ? send(res, 200, found) : stripeError(res, 404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      }
      if (req.method === 'POST' && path === '/v1/customer_sessions')
        return send(res, 200, {
          object: 'customer_session',
          client_secret: `cuss_secret_${randomBytes(8).toString('hex')}`,
          customer: params.customer,
          expires_at: Math.floor(Date.now() / 1000) + 1800,
        });
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const session = id('bps');
        return send(res, 200, { id: session, object: 'billing_portal.session', customer: params.customer, url: `${fake.url}/portal/${session}` });
      }
      return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method} ${path})`);
    })().catch((error: unknown) => stripeError(res, 500, 'api_error', String(error)));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(value) {
      state.webhookUrl = value;
    },
    paymentIntents,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
