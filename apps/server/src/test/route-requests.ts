import type { Readable } from 'node:stream';
import type { App } from '../app/app';
import type { RouteRecord } from '../app/route-table';
import {
  deeplyNested,
  hostilePathParams,
  hostileStrings,
  leafPaths,
  pick,
  replaceAt,
  sample,
  valueAt,
  wrongTypeFor,
  type Hints,
  type Rng,
} from './fuzz.generator';

/** `METHOD /api/url` as registered: the key of every per-route table in these tests. */
export const routeKey = (route: Pick<RouteRecord, 'method' | 'url'>): string => `${route.method} ${route.url}`;

/** The names of a route's path parameters, `*` for a wildcard. */
export const pathParamNames = (url: string): string[] =>
  [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

/** The route's URL with its parameters filled in (values are put in as given: encode them yourself). */
export const fillUrl = (url: string, values: Record<string, string>): string =>
  url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => values[name ?? '*'] ?? '');

export interface RequestSpec {
  method: string;
  url: string;
  /** Text sent as is (with its content-type header); objects are sent as JSON. */
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface Answer {
  status: number;
  contentType: string;
  /** Empty for event streams: they never end, so the test closes them after the headers. */
  body: string;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends one request through `app.inject`; an SSE answer is closed as soon as its headers arrive. */
export async function send(app: App, spec: RequestSpec, cookie?: string): Promise<Answer> {
  const res = await app.inject({
    method: spec.method as 'GET',
    url: spec.url,
    payload: spec.payload,
    headers: { ...spec.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: spec.remoteAddress,
    payloadAsStream: true,
  });
  const contentType = String(res.headers['content-type'] ?? '');
  if (contentType.startsWith('text/event-stream')) {
    // Closing the response is the browser going away: the route's 'close' handler cleans up.
    res.raw.res.destroy();
    return { status: res.statusCode, contentType, body: '' };
  }
  return { status: res.statusCode, contentType, body: await readAll(res.stream()) };
}

const json = { 'content-type': 'application/json' };
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies no schema should accept, and framings no parser should choke on. */
function hostileBodies(rng: Rng, valid: unknown): { label: string; payload: string; headers?: Record<string, string> }[] {
  const validText = JSON.stringify(valid ?? {});
  const withKeys = validText === '{}' ? '{' : `${validText.slice(0, -1)},`;
  return [
    { label: 'null body', payload: 'null' },
    { label: 'array body', payload: '[1,"a",null,{}]' },
    { label: 'string body', payload: '"hello"' },
    { label: 'number body', payload: '42' },
    { label: 'depth-200 body', payload: deeplyNested(200) },
    { label: '__proto__ key', payload: `${withKeys}"__proto__":{"polluted":true}}` },
    { label: 'constructor.prototype key', payload: `${withKeys}"constructor":{"prototype":{"polluted":true}}}` },
    { label: 'malformed JSON', payload: `${validText.slice(0, Math.max(1, Math.floor(rng() * validText.length)))}` },
    { label: 'empty JSON body', payload: '' },
    { label: 'text/plain body', payload: validText, headers: { 'content-type': 'text/plain' } },
    { label: 'form body', payload: 'a=1&a=2&__proto__[x]=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'octet-stream body', payload: '\u0000\u0001binary', headers: { 'content-type': 'application/octet-stream' } },
    { label: 'utf-16 JSON', payload: validText, headers: { 'content-type': 'application/json; charset=utf-16' } },
  ];
}

export interface CaseInput {
  route: RouteRecord;
  rng: Rng;
  /** Real ids by field name, so sampled bodies reach the handlers. */
  hints: Hints;
  /** A valid value for each path parameter (URL-encoded). */
  params: Record<string, string>;
  /** How many schema-sampled bodies (each also mutated) to send. */
  samples: number;
}

type Parses = (value: unknown) => boolean;

/** `value` with as many string leaves as the schema allows replaced by one of `strings`. */
function intoEveryString(value: unknown, rng: Rng, strings: readonly string[], parses: Parses): unknown {
  let out = value;
  for (const path of leafPaths(value).filter((p) => typeof valueAt(value, p) === 'string')) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const candidate = replaceAt(out, path, pick(rng, strings));
      if (parses(candidate)) {
        out = candidate;
        break;
      }
    }
  }
  return out;
}

/** Bodies from the schema: valid samples, each also with a field of the wrong type and hostile strings. */
function sampledBodies(input: CaseInput, parses: Parses): { label: string; body: unknown }[] {
  const { route, rng, hints, samples } = input;
  const body = () => (route.schema.body ? sample(route.schema.body, rng, hints) : {});
  const out: { label: string; body: unknown }[] = [];
  for (let i = 0; i < samples; i++) {
    const valid = body();
    out.push({ label: `sample ${i}`, body: valid });
    out.push({ label: `sample ${i}: hostile strings`, body: intoEveryString(valid, rng, hostileStrings, parses) });
    const paths = leafPaths(valid);
    if (paths.length) {
      const path = pick(rng, paths);
      const wrong = wrongTypeFor(rng, valueAt(valid, path));
      out.push({ label: `sample ${i}: ${path.join('.')} = ${JSON.stringify(wrong)}`, body: replaceAt(valid, path, wrong) });
    }
  }
  // Every top-level field of the wrong type, once each.
  const base = body();
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const [key, value] of Object.entries(base)) {
      const wrong = wrongTypeFor(rng, value);
      out.push({ label: `field ${key} = ${JSON.stringify(wrong)}`, body: { ...base, [key]: wrong } });
    }
  }
  // A 1 MB string where the schema has no limit (else where it has one: the limit must hold).
  const huge = 'x'.repeat(1024 * 1024);
  const withHuge = intoEveryString(base, rng, [huge], parses);
  const strings = leafPaths(base).filter((path) => typeof valueAt(base, path) === 'string');
  const fallback = strings.length ? replaceAt(base, pick(rng, strings), huge) : { ...(base as object), x: huge };
  out.push({ label: '1 MB string', body: withHuge === base ? fallback : withHuge });
  return out;
}

/**
 * The hostile requests for one route: schema-sampled bodies (valid, with a field of the wrong
 * type, with hostile or 1 MB strings), bodies of every JSON type, framing and content-type
 * errors, odd path parameters and query strings with arrays. Labels say what each case is.
 * Bodies come first: a rate-limited route sees its most interesting requests before the limit.
 */
export function fuzzCases(input: CaseInput): (RequestSpec & { label: string })[] {
  const { route, rng, hints, params } = input;
  const { method } = route;
  const url = fillUrl(route.url, params);
  const hasBody = methodsWithBody.has(method);
  const schema = route.schema.body as { safeParse?(value: unknown): { success: boolean } } | undefined;
  const parses: Parses = (value) => schema?.safeParse?.(value).success ?? true;
  const cases: (RequestSpec & { label: string })[] = [];
  const add = (label: string, spec: Omit<RequestSpec, 'method'>) => cases.push({ label, method, ...spec });
  const validBody = () => (schema ? sample(schema, rng, hints) : {});
  const withBody = (payload?: unknown) =>
    hasBody ? { payload: JSON.stringify(payload ?? validBody()), headers: json } : {};

  if (hasBody) {
    for (const { label, body } of sampledBodies(input, parses)) add(label, { url, ...withBody(body) });
    for (const b of hostileBodies(rng, validBody())) add(b.label, { url, payload: b.payload, headers: { ...json, ...b.headers } });
    add('no content-type', { url, payload: Buffer.from(JSON.stringify(validBody())) });
  }

  for (const name of pathParamNames(route.url)) {
    for (const value of hostilePathParams) {
      add(`path ${name}=${value.slice(0, 40)}`, { url: fillUrl(route.url, { ...params, [name]: value }), ...withBody() });
    }
  }

  const query = route.schema.querystring ? (sample(route.schema.querystring, rng, hints) as Record<string, unknown>) : {};
  const keys = Object.keys(query).length ? Object.keys(query) : ['project_id'];
  const qs = (pairs: string[]) => `${url}?${pairs.join('&')}`;
  const valid = keys.map((k) => `${k}=${encodeURIComponent(String(query[k] ?? 'x'))}`);
  add('query: valid', { url: qs(valid), ...withBody() });
  add('query: repeated keys', { url: qs([...valid, ...valid]), ...withBody() });
  add('query: k[]=', { url: qs(keys.map((k) => `${k}[]=a&${k}[]=b`)), ...withBody() });
  add('query: k[x]=', { url: qs(keys.map((k) => `${k}[x]=1`)), ...withBody() });
  add('query: __proto__', { url: qs(['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', ...valid]), ...withBody() });
  add('query: NUL and bad escapes', { url: qs(keys.map((k) => `${k}=%00%ZZ`)), ...withBody() });
  return cases;
}
