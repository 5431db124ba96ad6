/**
 * What the route-table tests expect beyond the rule (DESIGN.md "HTTP conventions": a visitor
 * gets 401 from anything user-scoped; another user's resource is a 404). Keys are
 * `METHOD /api/url` as registered; a HEAD route Fastify adds for a GET follows its GET.
 */

/** Routes a visitor may use: they answer by their own rules, never the session's 401. */
export const publicRoutes: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/auth/session',
  'POST /api/auth/sign-out',
  'POST /api/auth/local/sign-up',
  'POST /api/auth/local/sign-in',
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  // The link in the verification mail: the one-time token is the credential, not a session.
  'GET /api/auth/verify-email',
  // Product events from visitors are welcome (stored without a user).
  'POST /api/analytics/events',
  // The local store's signed URLs: the signature is the credential (403 when it does not match).
  'GET /api/storage/o/:bucket/*',
  'PUT /api/storage/o/:bucket/*',
  // A shared chat: the share id (and for media, the signature) is the credential (spec chat §6).
  'GET /api/share/container-data',
  'GET /api/share/media/:shareId/:sourceId/:kind',
  'GET /api/share/thumbnail/:shareId',
  // The API's own description (app/openapi.ts) and its Swagger UI page, for people writing scripts.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  // Which languages this server can transcribe: the mode picker shows it before sign-in.
  'GET /api/transcription',
  // Stripe's events: the signature made with STRIPE_WEBHOOK_SECRET is the credential.
  'POST /api/stripe/webhook',
  // Whether billing runs and Stripe.js's publishable key: the pricing table shows 'Signed out.' to visitors.
  'GET /api/stripe/config',
  // The demo picker lists the seeded demos before sign-in (their media URLs are signed and short-lived).
  'GET /api/demos',
]);

/**
 * User-scoped routes allowed to validate the request before they check the session (a visitor
 * would get 400, not 401). None: every one has `onRequest: signedInOnly`. The fuzz test fails
 * on an entry here that answers 401, so the list cannot go stale.
 */
export const validationBeforeAuth: ReadonlySet<string> = new Set([]);

/**
 * 5xx answers that are decisions, not crashes, by route: accepted by the fuzz test only with this
 * error code.
 */
export const intentionalServerErrors: Readonly<Record<string, { code: string; reason: string }>> = {
  'POST /api/export/srt': {
    code: 'export_failed',
    reason:
      'Spec chat §8: an SRT export that fails (e.g. the edit names a source deleted since) puts the ' +
      'failure text on the message and in the chat, and answers it as a 500 (exports.test.ts).',
  },
};
