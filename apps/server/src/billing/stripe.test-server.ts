import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server speaking the subset of the Stripe API Otto uses (customers, PaymentIntents,
 * customer sessions, billing-portal sessions, prices), in Stripe's wire format: form-encoded
 * bodies with bracket keys, JSON objects with `object` fields, errors as `{ error: { type, message } }`.
 * Point the server at it with STRIPE_API_BASE. With `webhookUrl`, confirming a PaymentIntent
 * delivers `payment_intent.succeeded` signed with `webhookSecret`, as Stripe would.
 *
 * For browser tests it also plays Stripe's browser side: it serves the given `scripts` (a
 * stand-in for Stripe.js at /v3/, say) with CORS, lets the publishable key confirm a
 * PaymentIntent with its client secret, as Stripe.js does, and declines card 4000 0000 0000 0002
 * as Stripe's test mode does.
 */
export interface FakeStripe {
  /** The base URL for STRIPE_API_BASE. */
  url: string;
  /** Any `sk_` key is accepted; this one is for a test that has none of its own. */
  secretKey: string;
  /** The key for the browser side: it may only confirm a PaymentIntent. */
  publishableKey: string;
  /** Every API call received, in order (method, path, parsed form body). */
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  customers: Map<string, Record<string, unknown>>;
  paymentIntents: Map<string, Record<string, unknown>>;
  /** Adds a recurring price carrying `metadata.otto_tier`, as the README says to create them. */
  addPrice(opts: {
    tier: string;
    unitAmount: number;
    interval?: 'month' | 'year';
  }): Record<string, unknown> & { id: string };
  /** The next calls to `path` (e.g. '/v1/billing_portal/sessions') answer 500 `api_error`. */
  failNext(path: string, times?: number): void;
  /** Marks the intent succeeded and, with a webhook URL, delivers the signed event. */
  succeedPaymentIntent(id: string): Promise<Record<string, unknown>>;
  /** Where events go, for an app that started after the fake (its port known only then). */
  setWebhook(url: string, secret: string): void;
  /** Signs and posts an event to the webhook URL as Stripe does; resolves to the HTTP status. */
  deliver(type: string, object: Record<string, unknown>, opts?: { created?: number; id?: string }): Promise<number>;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `a[b][c]=1&list[0]=x` → `{ a: { b: { c: '1' } }, list: { 0: 'x' } }` (Stripe's form encoding). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.split('[').map((k) => k.replace(/]$/, ''));
    let node = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export interface FakeStripeOptions {
  webhookUrl?: string;
  webhookSecret?: string;
  /** JavaScript served to browsers by path, e.g. a stand-in for Stripe.js at '/v3/'. */
  scripts?: Record<string, string>;
}

const secretKey = 'sk_test_fake_stripe';
const publishableKey = 'pk_test_fake_stripe';
/** Stripe's test card that is always declined. */
const declinedCard = '4000000000000002';
const cors = { 'access-control-allow-origin': '*' };

export function startFakeStripe(opts: FakeStripeOptions = {}): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const prices = new Map<string, Record<string, unknown>>();
  const failures = new Map<string, number>();
  let baseUrl = '';

  const replies = new Map<string, { status: number; body: unknown }>();
  const sendRaw = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...cors });
    res.end(JSON.stringify(body));
  };
  const send = sendRaw;
  const missing = (res: ServerResponse, what: string, id: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
    });

  async function deliver(type: string, object: Record<string, unknown>, o: { created?: number; id?: string } = {}) {
    if (!opts.webhookUrl || !opts.webhookSecret) throw new Error('startFakeStripe: no webhookUrl/webhookSecret');
    const payload = JSON.stringify({
      id: o.id ?? newId('evt'),
      object: 'event',
      type,
      created: o.created ?? nowSeconds(),
      livemode: false,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret });
    const res = await fetch(opts.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return res.status;
  }

  async function succeedPaymentIntent(id: string) {
    const intent = paymentIntents.get(id);
    if (!intent) throw new Error(`no such payment intent ${id}`);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      payment_method: newId('pm'),
      latest_charge: newId('ch'),
    });
    if (opts.webhookUrl) await deliver('payment_intent.succeeded', intent);
    return intent;
  }

  function route(
    call: { method: string; path: string; body: Record<string, unknown>; publishable: boolean },
    res: ServerResponse,
    reply?: (status: number, body: unknown) => void,
  ) {
    const { method, path, body } = call;
    const send = (r: ServerResponse, status: number, answer: unknown) =>
      reply ? reply(status, answer) : sendRaw(r, status, answer);
    const metadata = (body.metadata ?? {}) as Record<string, string>;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', email: body.email ?? null, metadata };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (body.customer && !customers.has(String(body.customer)))
        return missing(res, 'customer', String(body.customer));
      const id = newId('pi');
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency,
        customer: body.customer ?? null,
        metadata,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        created: nowSeconds(),
        livemode: false,
      };
      paymentIntents.set(id, intent);
      return send(res, 200, intent);
    }
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirm?.[1]) {
      const id = confirm[1];
      const intent = paymentIntents.get(id);
      if (!intent) return missing(res, 'payment_intent', id);
      if (call.publishable && body.client_secret !== intent.client_secret)
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'The client_secret does not match.' },
        });
      const card = (body.payment_method_data as { card?: { number?: string } } | undefined)?.card;
      if (card?.number === declinedCard) {
        intent.status = 'requires_payment_method';
        return send(res, 402, {
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        });
      }
      void succeedPaymentIntent(id).then((intent) => send(res, 200, intent));
      return;
    }
    if (method === 'POST' && path === '/v1/customer_sessions') {
      if (!customers.has(String(body.customer))) return missing(res, 'customer', String(body.customer));
      return send(res, 200, {
        object: 'customer_session',
        client_secret: `cuss_secret_${randomBytes(12).toString('hex')}`,
        customer: body.customer,
        components: body.components ?? {},
        created: nowSeconds(),
        expires_at: nowSeconds() + 1800,
        livemode: false,
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(String(body.customer))) return missing(res, 'customer', String(body.customer));
      const id = newId('bps');
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `${baseUrl}/p/session/${id}`,
        created: nowSeconds(),
        livemode: false,
      });
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (method === 'GET' && price?.[1]) {
      const found = prices.get(price[1]);
      return found ? send(res, 200, found) : missing(res, 'price', price[1]);
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
    });
  }

  /** What a browser loads without a key: the scripts, and the billing portal's page. */
  function servePage(method: string, path: string, res: ServerResponse): boolean {
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, POST',
      });
      res.end();
      return true;
    }
    const script = method === 'GET' ? opts.scripts?.[path] : undefined;
    const page = script ?? (method === 'GET' && path.startsWith('/p/session/') ? '<h1>Billing portal</h1>' : undefined);
    if (page === undefined) return false;
    res.writeHead(200, { 'content-type': script === undefined ? 'text/html' : 'text/javascript', ...cors });
    res.end(page);
    return true;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const method = req.method ?? 'GET';
      if (servePage(method, path, res)) return;
      const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method, path, body });
      const apiKey = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const publishable = apiKey === publishableKey;
      if (!apiKey.startsWith('sk_') && !publishable)
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (publishable && !/^\/v1\/payment_intents\/[^/]+\/confirm$/.test(path))
        return send(res, 403, { error: { type: 'invalid_request_error', message: 'This call needs a secret key.' } });
      const failing = failures.get(path) ?? 0;
      if (failing > 0) {
        failures.set(path, failing - 1);
        return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
      }
      // Stripe replays the first answer to a POST with the same Idempotency-Key (both run at once, too).
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      if (typeof key === 'string') {
        const earlier = replies.get(key);
        if (earlier) return send(res, earlier.status, earlier.body);
        const first = send;
        return route({ method, path, body, publishable }, res, (status, reply) => {
          replies.set(key, { status, body: reply });
          first(res, status, reply);
        });
      }
      route({ method, path, body, publishable }, res);
    });
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        url: baseUrl,
        secretKey,
        publishableKey,
        requests,
        customers,
        paymentIntents,
        addPrice({ tier, unitAmount, interval = 'month' }) {
          const id = newId('price');
          const price = {
            id,
            object: 'price',
            active: true,
            currency: 'usd',
            unit_amount: unitAmount,
            lookup_key: `${tier}_${interval}ly`,
            metadata: { otto_tier: tier },
            recurring: { interval, interval_count: 1 },
            type: 'recurring',
            product: newId('prod'),
          };
          prices.set(id, price);
          return price;
        },
        failNext(path, times = 1) {
          failures.set(path, times);
        },
        succeedPaymentIntent,
        setWebhook(url, secret) {
          opts.webhookUrl = url;
          opts.webhookSecret = secret;
        },
        deliver,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A subscription as Stripe sends it in `customer.subscription.*` events (API 2026: periods on the item). */
export function subscriptionObject(opts: {
  id?: string;
  customer: string;
  price: Record<string, unknown>;
  periodStart: number;
  periodEnd: number;
  status?: string;
}): Record<string, unknown> {
  const id = opts.id ?? newId('sub');
  return {
    id,
    object: 'subscription',
    customer: opts.customer,
    status: opts.status ?? 'active',
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          subscription: id,
          price: opts.price,
          quantity: 1,
          current_period_start: opts.periodStart,
          current_period_end: opts.periodEnd,
        },
      ],
    },
  };
}

/** A paid subscription invoice as Stripe sends it in `invoice.paid` (price by id, subscription under `parent`). */
export function invoiceObject(opts: {
  id?: string;
  customer: string;
  subscription: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  amountPaid: number;
}): Record<string, unknown> {
  return {
    id: opts.id ?? newId('in'),
    object: 'invoice',
    customer: opts.customer,
    status: 'paid',
    amount_paid: opts.amountPaid,
    currency: 'usd',
    livemode: false,
    parent: { type: 'subscription_details', subscription_details: { subscription: opts.subscription, metadata: {} } },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount: opts.amountPaid,
          period: { start: opts.periodStart, end: opts.periodEnd },
          pricing: { type: 'price_details', price_details: { price: opts.price, product: newId('prod') } },
        },
      ],
    },
  };
}
