import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

/** Routes anyone may call; every other route is user-scoped. */
const publicRoutes = new Set([
  'GET /api/auth/session',
  'POST /api/auth/sign-out',
  'POST /api/auth/local/sign-up',
  'POST /api/auth/local/sign-in',
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'GET /api/auth/verify-email',
  'POST /api/analytics/events',
  'GET /api/health',
  // Local object store: authorised by the signed URL itself.
  'GET *',
  'PUT *',
]);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** Every route the app serves, from Fastify's own route tree. */
function allRoutes(): Array<{ method: string; path: string }> {
  const parents: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents.push(path);
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

test('every user-scoped route answers 401 to anonymous callers before it reads the request', async () => {
  const routes = allRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const scoped = routes.filter((r) => !publicRoutes.has(`${r.method} ${r.path}`));
  expect(scoped.map((r) => `${r.method} ${r.path}`)).toEqual(
    expect.arrayContaining([
      'POST /api/projects/start',
      'GET /api/jobs/events',
      'POST /api/uploads/initiate-multipart-upload',
    ]),
  );
  for (const { method, path } of scoped) {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url: path.replace(/:\w+/g, randomUUID()),
      // Malformed JSON: a route that parsed or validated the body first would answer 400.
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { payload: '{"not json', headers: { 'content-type': 'application/json' } }),
    });
    expect(res.statusCode, `${method} ${path}`).toBe(401);
    expect(res.json(), `${method} ${path}`).toMatchObject({ error: 'unauthorized' });
  }
});
