import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../app/route-table';
import { seededRng, type Hints } from './fuzz.generator';
import { fuzzCases, routeKey, send, type Answer, type RequestSpec } from './route-requests';
import { createRouteWorld, type ReadyProject, type RouteWorld } from './route-world';
import { intentionalServerErrors, publicRoutes, validationBeforeAuth } from './route-expectations';

/**
 * Every API route, generated from the app's route table (a new route cannot skip it), gets
 * hostile requests as a visitor and as a signed-in user. Nothing may answer 5xx; a visitor gets
 * 401 from every user-scoped route whatever it sends. Reproduce a failure with FUZZ_SEED=<seed>.
 */
const seed = Number(process.env.FUZZ_SEED ?? 0x07707);
const samplesPerRoute = 3;

let world: RouteWorld;
let project: ReadyProject;
let routes: RouteRecord[];
let hints: Hints;
let params: Record<string, string>;
const exercised = new Set<string>();

beforeAll(async () => {
  // FUZZ_DEBUG=1 logs every answer, and the server's errors.
  world = await createRouteWorld(process.env.FUZZ_DEBUG ? { LOG_LEVEL: 'error' } : {});
  project = await world.ready();
  const upload = await world.upload(project.projectId, { finish: true });
  const jobId = await world.exportJob(project);
  const byField: Record<string, readonly unknown[]> = {
    project_id: [project.projectId],
    projectId: [project.projectId],
    message_id: [project.messageId],
    messageId: [project.messageId],
    parentMessageId: [project.messageId],
    file_id: [project.sourceId],
    sourceId: [project.sourceId],
    container: [project.container],
    story_indexes: [[0]],
    segments: [project.container.stories[0]!.segments],
    file_key: [upload.fileKey],
    upload_id: [upload.uploadId],
    object_uri: [`s3://ingest/${upload.fileKey}`],
    file_uri: [`s3://ingest/${upload.fileKey}`],
    ETag: [upload.etag],
    email: [world.owner.user.email],
  };
  hints = (key) => byField[key];
  params = {
    id: project.projectId,
    sourceId: project.sourceId,
    messageId: project.messageId,
    jobId,
    bucket: 'ingest',
    '*': upload.fileKey.split('/').map(encodeURIComponent).join('/'),
  };
  // Deleting routes go last, so the shared project lives until every other route has had its turn.
  routes = [...world.ctx.app.routeTable].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
});
afterAll(async () => world?.close());

const baseKey = (route: RouteRecord) => routeKey({ ...route, method: route.method === 'HEAD' ? 'GET' : route.method });
const describeCase = (route: RouteRecord, c: RequestSpec & { label: string }, who: string, index: number) =>
  `${routeKey(route)} as ${who} [seed ${seed}, case ${index}: ${c.label}]`;
const brief = (answer: Answer) => `${answer.status} ${answer.body.slice(0, 200)}`;

/** A request whose URL no longer reaches the route (a router miss or a URL Fastify cannot decode). */
async function missedRoute(spec: RequestSpec, answer: Answer): Promise<boolean> {
  // A HEAD answer has no body to tell: the same request as GET does.
  if (spec.method === 'HEAD' && [400, 404].includes(answer.status))
    return missedRoute({ ...spec, method: 'GET' }, await send(world.ctx.app, { ...spec, method: 'GET' }));
  return (
    (answer.status === 404 && /"message":"Not found"/.test(answer.body)) ||
    (answer.status === 400 && answer.body.includes('FST_ERR_BAD_URL')) ||
    answer.status === 414
  );
}

/** A 5xx the route answers on purpose (see intentionalServerErrors). */
function intended(route: RouteRecord, answer: Answer): boolean {
  const code = intentionalServerErrors[baseKey(route)]?.code;
  return code !== undefined && answer.body.includes(`"error":"${code}"`);
}

/** What a route on the `validationBeforeAuth` list answers a visitor before its handler checks the session. */
const answeredBeforeAuth = new Set([400, 415]);

async function fuzz(who: 'visitor' | 'user') {
  const failures: string[] = [];
  const stillValidationFirst = new Set<string>();
  for (const [r, route] of routes.entries()) {
    const rng = seededRng(seed + r);
    const cookie = who === 'user' ? await world.freshCookie(world.owner) : undefined;
    const cases = fuzzCases({ route, rng, hints, params, samples: samplesPerRoute });
    for (const [i, c] of cases.entries()) {
      const remoteAddress = `10.${Math.floor(rng() * 256)}.${Math.floor(rng() * 256)}.${1 + Math.floor(rng() * 254)}`;
      const answer = await send(world.ctx.app, { ...c, remoteAddress }, cookie);
      const where = describeCase(route, c, who, i);
      if (answer.status >= 500 && !intended(route, answer)) failures.push(`${where}: ${brief(answer)}`);
      if (process.env.FUZZ_DEBUG) console.log(`${where} -> ${brief(answer).slice(0, 160)}`);
      if (who !== 'visitor' || publicRoutes.has(baseKey(route)) || answer.status === 401) continue;
      if (await missedRoute({ ...c, remoteAddress }, answer)) continue;
      if (validationBeforeAuth.has(baseKey(route)) && answeredBeforeAuth.has(answer.status)) {
        stillValidationFirst.add(baseKey(route));
        continue;
      }
      failures.push(`${where}: a visitor must get 401, got ${brief(answer)}`);
    }
    exercised.add(routeKey(route));
  }
  return { failures, stillValidationFirst };
}

describe('every API route survives hostile requests', () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.every((r) => r.url.startsWith('/api/'))).toBe(true);
  });

  it('as a visitor: never 5xx, and 401 from every user-scoped route', async () => {
    const { failures, stillValidationFirst } = await fuzz('visitor');
    expect(failures).toEqual([]);
    // An entry that validates after auth by now is stale: take it off the list.
    expect([...validationBeforeAuth].filter((key) => !stillValidationFirst.has(key))).toEqual([]);
  });

  it('as a signed-in user: never 5xx', async () => {
    const { failures } = await fuzz('user');
    expect(failures).toEqual([]);
  });

  it('refuses text PostgreSQL cannot store with 400 (found by this fuzzer: it was a 500)', async () => {
    const cookie = world.owner.cookie;
    const post = (url: string, payload: object) => send(world.ctx.app, { method: 'POST', url, payload }, cookie);
    expect((await post('/api/projects', { mode: 'standard', name: 'a\u0000b' })).status).toBe(400);
    // The fuzz may have deleted the shared project by now.
    const { container, messageId } = await world.ready();
    const score = { container, score: 'like', user: 'me', story_index: 0, message_id: messageId };
    expect((await post('/api/eddie/score', { ...score, feedback: 'x\udfffy' })).status).toBe(400);
    expect((await post('/api/eddie/score', { ...score, feedback: 'fine 😀' })).status).toBe(200);
  });

  it('exercised every route, and no request polluted Object.prototype', () => {
    expect(routes.map(routeKey).filter((key) => !exercised.has(key))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
