import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uploadMultipart, type MultipartApi } from '../../../web/src/features/uploads/multipart-upload';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { exampleClipTimes, md5 } from './multipart.test-support';

let ctx: TestContext;
let base: string;
let owner: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

function apiFor(user: SignedInUser, through = base): MultipartApi {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${through}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    initiate: (b) => call('/uploads/initiate-multipart-upload', b),
    finish: (b) => call('/uploads/finish-multipart-upload', b),
    resume: (b) => call('/uploads/resume-multipart-upload', b),
  };
}

async function newSource(user: SignedInUser, filename: string, filesize: number) {
  const project = await ctx.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie: user.cookie }, payload: { mode: 'standard' } });
  const projectId = (project.json() as { project: { id: string } }).project.id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/sources`,
    headers: { cookie: user.cookie },
    payload: { filename, filesize, type: 'video' },
  });
  expect(res.statusCode).toBe(201);
  return { projectId, ...(res.json() as { source: { id: string }; file_key: string }) };
}

/** ~27 MB of real video bytes: six 5 MiB parts. */
const bigFile = () => exampleClipTimes(9);

/** A proxy in front of the app that answers some part PUTs with 500 and lies about one ETag. */
async function faultyProxy(plan: { failEvery: number; badEtagPart: number }) {
  let puts = 0;
  let failed = 0;
  let liedAboutPart = false;
  const target = new URL(base);
  const server: Server = createServer((req, res) => {
    const isPartPut = req.method === 'PUT' && /partNumber=(\d+)/.test(req.url ?? '');
    const partNumber = Number(/partNumber=(\d+)/.exec(req.url ?? '')?.[1]);
    if (isPartPut && ++puts % plan.failEvery === 0) {
      failed++;
      req.resume();
      res.writeHead(500).end('injected failure');
      return;
    }
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
      const headers = { ...up.headers };
      if (isPartPut && partNumber === plan.badEtagPart && !liedAboutPart && up.statusCode === 200) {
        liedAboutPart = true;
        headers.etag = '"00000000000000000000000000000000"';
      }
      res.writeHead(up.statusCode ?? 502, headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, stats: () => ({ puts, failed, liedAboutPart }), close: () => new Promise((r) => server.close(r)) };
}

const resolveAgainst = (origin: string): typeof fetch => (input, init) =>
  fetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init);

test('an upload survives failing PUTs and a wrong ETag, and the stored object is byte-identical', async () => {
  const file = await bigFile();
  const { projectId, source, file_key } = await newSource(owner, 'My interview (final).mp4', file.size);
  expect(file_key).toBe(`${projectId}/${source.id}/${source.id}.mp4`);
  const proxy = await faultyProxy({ failEvery: 4, badEtagPart: 3 });
  const progress: number[] = [];
  try {
    const result = await uploadMultipart({
      file,
      fileKey: file_key,
      contentType: 'video/mp4',
      api: apiFor(owner),
      md5,
      fetch: resolveAgainst(proxy.url),
      onProgress: (sent, total) => progress.push(sent / total),
    });
    expect(result.s3Uri).toBe(`s3://ingest/${file_key}`);
    const stats = proxy.stats();
    expect(stats.failed / stats.puts).toBeGreaterThanOrEqual(0.1);
    expect(stats.liedAboutPart).toBe(true);
    expect(progress.at(-1)).toBe(1);
  } finally {
    await proxy.close();
  }
  const stored = await ctx.deps.storage.getStream('ingest', file_key);
  const hash = createHash('md5');
  for await (const chunk of stored) hash.update(chunk as Buffer);
  expect(hash.digest('hex')).toBe(await md5(file));
});

test('an interrupted upload resumes without sending finished parts again', async () => {
  const file = await bigFile();
  const { file_key } = await newSource(owner, 'resume.mp4', file.size);
  const controller = new AbortController();
  let uploadId = '';
  let donePartsBefore = 0;
  await expect(
    uploadMultipart({
      file,
      fileKey: file_key,
      contentType: 'video/mp4',
      api: apiFor(owner),
      md5,
      concurrency: 1,
      fetch: resolveAgainst(base),
      signal: controller.signal,
      onStarted: (id) => (uploadId = id),
      onPartDone: () => {
        if (++donePartsBefore === 2) controller.abort();
      },
    }),
  ).rejects.toThrow();

  const sentParts: number[] = [];
  const counting: typeof fetch = (input, init) => {
    sentParts.push(Number(/partNumber=(\d+)/.exec(String(input))?.[1]));
    return resolveAgainst(base)(input, init);
  };
  const result = await uploadMultipart({ file, fileKey: file_key, contentType: 'video/mp4', api: apiFor(owner), md5, fetch: counting, resumeUploadId: uploadId });
  expect(result.s3Uri).toBe(`s3://ingest/${file_key}`);
  expect(sentParts).not.toContain(1);
  expect(sentParts).not.toContain(2);
  expect(sentParts.sort()).toEqual([3, 4, 5, 6]);
  const head = await ctx.deps.storage.head('ingest', file_key);
  expect(head?.size).toBe(file.size);
});

test("another user cannot start or finish an upload into someone else's project", async () => {
  const { file_key } = await newSource(owner, 'private.mp4', 10);
  const intruder = await signUpUser(ctx.app);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/initiate-multipart-upload',
    headers: { cookie: intruder.cookie },
    payload: { bucket: 'ingest', file_key, num_parts: 1, content_type: 'video/mp4' },
  });
  expect(res.statusCode).toBe(404);
  const anonymous = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/initiate-multipart-upload',
    payload: { bucket: 'ingest', file_key, num_parts: 1, content_type: 'video/mp4' },
  });
  expect(anonymous.statusCode).toBe(401);
  const signed = await ctx.app.inject({
    method: 'POST',
    url: '/api/get-signed-url',
    headers: { cookie: intruder.cookie },
    payload: { object_uri: `s3://ingest/${file_key}` },
  });
  expect(signed.statusCode).toBe(404);
});

test('a file key made from a user file name is refused', async () => {
  const { projectId } = await newSource(owner, 'a.mp4', 10);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/initiate-multipart-upload',
    headers: { cookie: owner.cookie },
    payload: { bucket: 'ingest', file_key: `${projectId}/../etc/passwd`, num_parts: 1, content_type: 'video/mp4' },
  });
  expect(res.statusCode).toBe(400);
});
