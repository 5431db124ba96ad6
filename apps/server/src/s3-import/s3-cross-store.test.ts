import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { labelForSourceError } from '@otto/shared/errors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { createS3Storage } from '../storage/s3-storage';
import { startStrictS3rver, type LoopbackS3 } from '../storage/s3rver.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { startFlakyS3 } from './flaky-s3.test-server';

const jfk = fileURLToPath(new URL('../../../../../shared/media/speech/jfk/jfk.wav', import.meta.url));
const prefix = 's3://footage/talks/';
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** The developers' store the S3 URIs point into: another s3rver than Otto's, behind a proxy that can refuse. */
let other: LoopbackS3;
let flaky: Awaited<ReturnType<typeof startFlakyS3>>;
let ottoS3: LoopbackS3;
const apps: Partial<Record<'s3' | 'filesystem', { ctx: TestContext; user: SignedInUser }>> = {};

const importStore = () => ({
  OTTO_STAGE: 'development',
  TRANSCRIBE_ENGINE: 'pocketsphinx',
  S3_IMPORT_PREFIX: prefix,
  S3_IMPORT_ENDPOINT: flaky.endpoint,
  S3_IMPORT_REGION: 'us-east-1',
  S3_IMPORT_ACCESS_KEY_ID: 'S3RVER',
  S3_IMPORT_SECRET_ACCESS_KEY: 'S3RVER',
  S3_IMPORT_FORCE_PATH_STYLE: 'true',
  // jfk.wav (352 kB) comes in; long.wav (2 MB) is over the limit.
  CLOUD_IMPORT_MAX_BYTES: String(1024 * 1024),
});

beforeAll(async () => {
  other = await startStrictS3rver();
  ottoS3 = await startStrictS3rver();
  flaky = await startFlakyS3(other.endpoint);
  const developers = await createS3Storage({
    endpoint: other.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    bucketPrefix: '',
    ensureBuckets: ['footage'],
  });
  await developers.upload('footage', 'talks/jfk.wav', jfk);
  await developers.put('footage', 'talks/secret.wav', randomBytes(1000));
  await developers.put('footage', 'talks/long.wav', randomBytes(2 * 1024 * 1024));
  flaky.refuse('talks/secret.wav');

  // The same credentials as the other store, another endpoint: another store.
  const s3 = await createTestApp({
    ...importStore(),
    S3_ENDPOINT: ottoS3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_BUCKET_PREFIX: 'otto-',
  });
  const filesystem = await createTestApp(importStore());
  expect([s3.deps.storage.kind, filesystem.deps.storage.kind]).toEqual(['s3', 'local']);
  apps.s3 = { ctx: s3, user: await signUpUser(s3.app, { email: 's3@example.com' }) };
  apps.filesystem = { ctx: filesystem, user: await signUpUser(filesystem.app, { email: 'fs@example.com' }) };
  await startWorkers(s3.deps);
  await startWorkers(filesystem.deps);
});
afterAll(async () => {
  await apps.s3?.ctx.close();
  await apps.filesystem?.ctx.close();
  await flaky?.close();
  await other?.close();
  await ottoS3?.close();
});

function client(which: 's3' | 'filesystem') {
  const { ctx, user } = apps[which]!;
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
    return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
  };
  /**
   * An S3 URI source with Import pressed and its copy started, as the modal does; `beforeCopy` runs
   * in between, knowing the object's destination key.
   */
  const copy = async (uri: string, beforeCopy?: (destKey: string) => Promise<void>) => {
    const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project as Json;
    const created = await call('POST', `/api/projects/${project.id}/sources`, {
      filename: uri.split('/').pop(),
      filesize: 0,
      type: 'audio',
      importType: 's3_uri',
      originalFileUri: uri,
    });
    const sourceId = created.body.source.id as string;
    await call('POST', '/api/projects/start', {
      project_id: project.id,
      type: 'standard',
      files: [{ file_id: sourceId, media_type: 'audio' }],
    });
    await beforeCopy?.(`${project.id}/${sourceId}/${sourceId}.wav`);
    const job = await call('POST', '/api/files/copy', { project_id: project.id, file_id: sourceId });
    expect(job.status).toBe(200);
    return { projectId: project.id as string, sourceId, jobId: job.body.job_id as string };
  };
  const sourceOf = async (projectId: string) =>
    ((await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;
  return { ctx, call, copy, sourceOf };
}

describe.each(['s3', 'filesystem'] as const)('from another S3 store into Otto’s %s store', (which) => {
  test('the object is streamed across, ingested and transcribed', async () => {
    const { ctx, call, copy, sourceOf } = client(which);
    const progress: number[] = [];
    // The first read breaks off mid-file: the copy takes it up again where it stopped.
    flaky.breakNextGetAfter(100_000);
    const before = flaky.requests.length;
    const { projectId, sourceId, jobId } = await copy(`${prefix}jfk.wav`);
    const unsubscribe = ctx.deps.events.subscribe({ projectId }, (e) => {
      if (e.kind === 'source' && e.results?.state === 'importing' && e.progress !== undefined)
        progress.push(e.progress);
    });
    await expect
      .poll(async () => (await call('GET', `/api/projects/${projectId}`)).body.project.status, {
        timeout: 120_000,
        interval: 500,
      })
      .toBe('success');
    unsubscribe();
    const dest = `s3://ingest/${projectId}/${sourceId}/${sourceId}.wav`;
    expect((await call('GET', `/api/files/copy/${jobId}`)).body).toMatchObject({ status: 'completed', s3_uri: dest });
    expect(await sourceOf(projectId)).toMatchObject({ state: 'completed', originalFileUri: dest, filesize: 352078 });
    // The copy's progress, on the job stream, up to the whole object.
    expect(progress.at(-1)).toBe(1);
    expect((await ctx.deps.storage.head('ingest', `${projectId}/${sourceId}/${sourceId}.wav`))?.size).toBe(352078);
    const reads = flaky.requests.slice(before).filter((r) => r.method === 'GET' && r.path.endsWith('talks/jfk.wav'));
    expect(reads.map((r) => r.range === null)).toEqual([true, false]);
    const transcript = (await call('GET', `/api/projects/${projectId}/sources/${sourceId}/transcript`)).body;
    // jfk.wav: "... ask not what your country can do for you ..."
    expect((transcript.words as Array<{ text: string }>).map((w) => w.text).join(' ')).toMatch(/country/);
  }, 180_000);

  test('an upload a killed copy left behind is aborted by the next run; the object comes in whole', async () => {
    const { ctx, call, copy } = client(which);
    const { storage } = ctx.deps;
    let destKey = '';
    const { projectId, jobId } = await copy(`${prefix}jfk.wav`, async (key) => {
      destKey = key;
      // A run killed mid-copy: its upload was created and got a part, and was never completed nor aborted.
      const left = await storage.createMultipartUpload('ingest', key);
      await storage.uploadPart('ingest', key, left, 1, (await readFile(jfk)).subarray(0, 100_000));
      expect(await storage.listMultipartUploads('ingest', key)).toEqual([left]);
    });
    await expect
      .poll(async () => (await call('GET', `/api/files/copy/${jobId}`)).body.status, { timeout: 60_000 })
      .toBe('completed');
    expect(await storage.listMultipartUploads('ingest', destKey)).toEqual([]);
    const copied = Buffer.concat(await (await storage.getStream('ingest', destKey)).toArray());
    expect(md5(copied)).toBe(md5(await readFile(jfk)));
    await expect
      .poll(async () => (await call('GET', `/api/projects/${projectId}`)).body.project.status, { timeout: 120_000 })
      .toBe('success');
  }, 180_000);
});

describe('an object that cannot come in ends the source with the spec’s text, nothing left importing', () => {
  test.each([
    ['refused by its store', 'secret.wav', 'file_access_forbidden', 'Access Forbidden'],
    ['missing', 'not-there.wav', 'file_not_found', 'Processing error'],
    ['larger than the server imports', 'long.wav', 'max_file_size_exceeded', 'Maximum file size exceeded'],
  ])('an object %s', async (_what, name, code, label) => {
    const { call, copy, sourceOf } = client('filesystem');
    const { projectId, jobId } = await copy(`${prefix}${name}`);
    await expect
      .poll(async () => (await call('GET', `/api/files/copy/${jobId}`)).body, { timeout: 30_000 })
      .toMatchObject({ status: 'failed', error: { code } });
    expect(await sourceOf(projectId)).toMatchObject({ state: 'error', errorType: 'upload', errorCode: code });
    expect(labelForSourceError(code, { errorType: 'upload' })).toBe(label);
    const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
    expect(messages.at(-1)?.data.text).toBe('One of your files failed to upload. Please try again or select another.');
    // Decided on HeadObject: not a byte of it was read.
    expect(flaky.requests.filter((r) => r.method === 'GET' && r.path.endsWith(name))).toEqual([]);
  });
});
