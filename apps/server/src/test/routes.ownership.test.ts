import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../app/route-table';
import { schemaKeys } from './fuzz.generator';
import { ownershipExceptions } from './ownership.exceptions';
import { ownershipFixtures } from './ownership.fixtures';
import { fillUrl, pathParamNames, routeKey, send } from './route-requests';
import { createRouteWorld, type RouteWorld } from './route-world';

/**
 * DESIGN.md "HTTP conventions", checked on every project-scoped route of the route table: a
 * visitor gets 401, another user 404 (never a hint that the resource exists), the owner a 2xx.
 * A shared visitor (signed in, has opened the project's share link) gets what another user gets:
 * a share exposes its snapshot through the share routes, never the project behind it.
 * A route is project-scoped when a path parameter or a top-level body/query field names a
 * project, a source, a message, an export job, an upload or a stored object.
 */
const scopingParams = new Set(['id', 'projectId', 'sourceId', 'messageId', 'jobId']);
const scopingFields = new Set([
  'project_id',
  'projectId',
  'message_id',
  'messageId',
  'container',
  'file_key',
  'upload_id',
  'object_uri',
  'share_id',
]);

const isProjectScoped = (route: RouteRecord): boolean =>
  pathParamNames(route.url).some((name) => scopingParams.has(name)) ||
  [...schemaKeys(route.schema.body), ...schemaKeys(route.schema.querystring)].some((key) => scopingFields.has(key));

/** A HEAD route Fastify adds for a GET is called with the GET's fixture. */
const fixtureKey = (route: RouteRecord) => routeKey({ ...route, method: route.method === 'HEAD' ? 'GET' : route.method });

let world: RouteWorld;
let scoped: RouteRecord[];

beforeAll(async () => {
  world = await createRouteWorld();
  scoped = world.ctx.app.routeTable.filter(isProjectScoped);
});
afterAll(async () => world?.close());

describe('ownership of project-scoped routes', () => {
  it('finds the project-scoped routes in the route table, each with a fixture', () => {
    expect(scoped.length).toBeGreaterThanOrEqual(25);
    const keys = new Set(scoped.map(fixtureKey));
    // A new project-scoped route needs an entry in ownershipFixtures: nobody can skip this check.
    expect([...keys].filter((key) => !(key in ownershipFixtures))).toEqual([]);
    expect(Object.keys(ownershipFixtures).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(ownershipExceptions).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('answers a visitor 401, another user and a shared visitor 404, and the owner 2xx', async () => {
    const failures: string[] = [];
    for (const route of scoped) {
      const key = fixtureKey(route);
      const request = await ownershipFixtures[key]!(world);
      const params = Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));
      const query = new URLSearchParams(request.query ?? {}).toString();
      const spec = {
        method: route.method,
        url: `${fillUrl(route.url, params)}${query ? `?${query}` : ''}`,
        ...(request.body !== undefined ? { payload: request.body as object } : {}),
      };
      const exception = ownershipExceptions[key];
      const expected = { visitor: 401, other: 404, ...exception, shared: exception?.shared ?? exception?.other ?? 404 };
      const visitor = await send(world.ctx.app, spec);
      const other = await send(world.ctx.app, spec, world.other.cookie);
      const shared = await send(world.ctx.app, spec, world.sharedVisitor.cookie);
      const owner = await send(world.ctx.app, spec, world.owner.cookie);
      const where = `${routeKey(route)} (${spec.url})`;
      if (visitor.status !== expected.visitor)
        failures.push(`${where} as a visitor: expected ${expected.visitor}, got ${visitor.status} ${visitor.body}`);
      if (other.status !== expected.other)
        failures.push(`${where} as another user: expected ${expected.other}, got ${other.status} ${other.body}`);
      if (shared.status !== expected.shared)
        failures.push(`${where} as a shared visitor: expected ${expected.shared}, got ${shared.status} ${shared.body}`);
      const ownerOk = expected.owner !== undefined ? owner.status === expected.owner : owner.status >= 200 && owner.status < 300;
      if (!ownerOk) failures.push(`${where} as the owner: expected ${expected.owner ?? '2xx'}, got ${owner.status} ${owner.body}`);
    }
    expect(failures).toEqual([]);
  });
});
