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
  // Product events from visitors are welcome (stored without a user).
  'POST /api/analytics/events',
  // The local store's signed URLs: the signature is the credential (403 when it does not match).
  'GET /api/storage/o/:bucket/*',
  'PUT /api/storage/o/:bucket/*',
]);

/**
 * TEMPORARY: user-scoped routes that still validate the request before they check the session,
 * so a visitor with a bad body, query or path gets 400 instead of 401. They lack the
 * `onRequest: signedInOnly` hook another branch adds; empty this list once it is merged (the
 * fuzz test fails on an entry that answers 401 by then).
 */
export const validationBeforeAuth: ReadonlySet<string> = new Set([
  'GET /api/projects/:id/sources',
  'POST /api/projects/:id/sources',
  'DELETE /api/projects/:id/sources/:sourceId',
  'POST /api/projects/:id/sources/:sourceId/retry',
  'GET /api/projects/:id/sources/:sourceId/transcript',
  'POST /api/projects/start',
  'POST /api/projects/file-ingest',
  'POST /api/projects/mark-file-failed',
  'POST /api/uploads/initiate-multipart-upload',
  'POST /api/uploads/finish-multipart-upload',
  'POST /api/uploads/resume-multipart-upload',
  'POST /api/get-signed-url',
  'GET /api/jobs/events',
]);

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
