import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { createTestApp, type TestContext } from '../test/test-app';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const bytes = randomBytes(256 * 1024);
/** Responses that break off: more than one try of the job resumes, so the job's retry must go on. */
const brokenResponses = 8;
let served = 0;
const ranges: Array<string | undefined> = [];
let server: Server;
let link: string;
let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  // A Dropbox direct link (dl.dropboxusercontent.com) as a static file server answers it: Range included.
  server = createServer((req, res) => {
    served += 1;
    ranges.push(req.headers.range);
    const start = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const body = bytes.subarray(start);
    const headers = { 'content-type': 'video/mp4', 'content-length': String(body.length) };
    if (start > 0)
      res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${bytes.length - 1}/${bytes.length}` });
    else res.writeHead(200, headers);
    // Each broken response sends 16 KiB and closes the connection.
    if (served <= brokenResponses) res.write(body.subarray(0, 16 * 1024), () => res.socket?.end());
    else res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  link = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/view/abc/clip.mp4`;
  ctx = await createTestApp({ OUTBOUND_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' });
  user = await signUpUser(ctx.app, { email: 'editor@example.com' });
  await startWorkers(ctx.deps);
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  server.close();
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

test('a Dropbox download that keeps breaking off is resumed across the job’s retry, and stored whole', async () => {
  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename: 'clip.mp4',
    filesize: bytes.length,
    type: 'video',
    importType: 'dropbox',
    cloudFileData: {
      fileUrl: link,
      token: null,
      type: 'dropbox',
      file: { id: 'id:abc', name: 'clip.mp4', sizeBytes: bytes.length, duration: null, url: link, thumbnailLink: null },
    },
  });
  await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: created.body.source.id, media_type: 'video' }],
  });
  const job = await call('POST', '/api/uploads/create-cloud-upload', {
    project_id: project.id,
    file_key: created.body.file_key,
    file_url: link,
  });
  await expect
    .poll(async () => (await call('GET', `/api/uploads/cloud-import/${job.body.job_id}`)).body, { timeout: 30_000 })
    .toMatchObject({ status: 'completed', s3_uri: `s3://ingest/${created.body.file_key}` });

  // Eight broken responses outlast one try's resumes, so the job's retry took over. Each try goes on
  // from what reached the partial file (a Range request), or from zero where a break came before any
  // byte was written — which of the two depends on the timing of the break, so only the form is checked.
  expect(served).toBe(brokenResponses + 1);
  expect(ranges[0]).toBeUndefined();
  for (const range of ranges.filter((r) => r !== undefined)) expect(range).toMatch(/^bytes=[1-9]\d*-$/);
  const stored = await ctx.deps.storage.getStream('ingest', created.body.file_key);
  const chunks: Buffer[] = [];
  for await (const chunk of stored) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  // Handed to the normal ingest (these bytes are no video, so it ends there in an error of its own).
  expect(['ingesting', 'error']).toContain(
    ((await call('GET', `/api/projects/${project.id}/sources`)).body as unknown as Json[])[0]!.state,
  );
});
