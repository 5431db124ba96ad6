import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { createTestApp, type TestContext } from '../test/test-app';

const jfk = fileURLToPath(new URL('../../../../../shared/media/speech/jfk/jfk.wav', import.meta.url));
const prefix = 's3://footage/talks/';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx', OTTO_STAGE: 'development', S3_IMPORT_PREFIX: prefix });
  user = await signUpUser(ctx.app, { email: 's3@example.com' });
  // The object a developer points the modal at: in a bucket of the same store, outside Otto's own.
  await ctx.deps.storage.upload('footage', 'talks/jfk.wav', jfk);
  await startWorkers(ctx.deps);
});
afterAll(async () => {
  await ctx?.close();
});

const call = async (c: TestContext, who: SignedInUser, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await c.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

/** A project with one S3 URI source, started as Import does: the source waits in 'importing'. */
async function importing(c: TestContext, who: SignedInUser, uri: string) {
  const project = (await call(c, who, 'POST', '/api/projects', { mode: 'standard' })).body.project as Json;
  const created = await call(c, who, 'POST', `/api/projects/${project.id}/sources`, {
    filename: uri.split('/').pop(),
    filesize: 0,
    type: 'audio',
    importType: 's3_uri',
    originalFileUri: uri,
  });
  expect(created.status).toBe(201);
  const sourceId = created.body.source.id as string;
  await call(c, who, 'POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'audio' }],
  });
  return { projectId: project.id as string, sourceId };
}

const sourceOf = async (projectId: string) =>
  ((await call(ctx, user, 'GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;

test('an S3 URI is copied into the ingest bucket, ingested and transcribed', async () => {
  const session = await call(ctx, user, 'GET', '/api/auth/session');
  expect(session.body.imports).toMatchObject({ s3Prefix: prefix });

  const { projectId, sourceId } = await importing(ctx, user, `${prefix}jfk.wav`);
  expect(await sourceOf(projectId)).toMatchObject({ state: 'importing', importType: 's3_uri' });
  const job = await call(ctx, user, 'POST', '/api/files/copy', { project_id: projectId, file_id: sourceId });
  expect(job.status).toBe(200);

  await expect
    .poll(async () => (await call(ctx, user, 'GET', `/api/projects/${projectId}`)).body.project.status, {
      timeout: 120_000,
      interval: 500,
    })
    .toBe('success');
  const dest = `s3://ingest/${projectId}/${sourceId}/${sourceId}.wav`;
  expect((await call(ctx, user, 'GET', `/api/files/copy/${job.body.job_id}`)).body).toMatchObject({
    type: 's3_file_copy',
    status: 'completed',
    s3_uri: dest,
  });
  expect(await sourceOf(projectId)).toMatchObject({ state: 'completed', originalFileUri: dest });
  // The developer's object stays where it was.
  expect(await ctx.deps.storage.head('footage', 'talks/jfk.wav')).not.toBeNull();
  const transcript = (await call(ctx, user, 'GET', `/api/projects/${projectId}/sources/${sourceId}/transcript`)).body;
  const text = (transcript.words as Array<{ text: string }>).map((w) => w.text).join(' ');
  // jfk.wav: "... ask not what your country can do for you ..."
  expect(text).toMatch(/country/);
}, 300_000);

describe('what is refused', () => {
  test.each([
    ['outside the allowed prefix', 's3://footage/private/jfk.wav'],
    ['in one of Otto’s own buckets', 's3://ingest/some-project/some-source/file.wav'],
  ])('a URI %s, with the spec’s text', async (_what, uri) => {
    const { projectId, sourceId } = await importing(ctx, user, uri);
    const res = await call(ctx, user, 'POST', '/api/files/copy', { project_id: projectId, file_id: sourceId });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Error parsing file URIs. Please use valid s3 uris.' },
    });
  });

  test('a missing object ends the source as Access Forbidden, nothing left importing', async () => {
    const { projectId, sourceId } = await importing(ctx, user, `${prefix}not-there.wav`);
    const job = await call(ctx, user, 'POST', '/api/files/copy', { project_id: projectId, file_id: sourceId });
    await expect
      .poll(async () => (await call(ctx, user, 'GET', `/api/files/copy/${job.body.job_id}`)).body.status, {
        timeout: 30_000,
      })
      .toBe('failed');
    expect(await sourceOf(projectId)).toMatchObject({
      state: 'error',
      errorType: 'upload',
      errorCode: 'file_access_forbidden',
    });
  });

  test('production offers no S3 URI import: no prefix in the session, Import refuses, no copy', async () => {
    const production = await createTestApp({ OTTO_STAGE: 'production', S3_IMPORT_PREFIX: prefix });
    try {
      const someone = await signUpUser(production.app, { email: 'prod@example.com' });
      const session = await call(production, someone, 'GET', '/api/auth/session');
      expect(session.body.imports).toMatchObject({ s3Prefix: null });
      const { projectId, sourceId } = await importing(production, someone, `${prefix}jfk.wav`);
      const messages = (await call(production, someone, 'GET', `/api/projects/${projectId}/messages`)).body
        .messages as Json[];
      expect(messages.at(-1)?.data.text).toBe('Import type not yet implemented');
      const res = await call(production, someone, 'POST', '/api/files/copy', { project_id: projectId, file_id: sourceId });
      expect(res).toMatchObject({ status: 404, body: { message: 'S3 URI import is not available on this server.' } });
    } finally {
      await production.close();
    }
  });
});
