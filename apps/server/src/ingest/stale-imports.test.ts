import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { failStaleImports } from './stale-imports';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;
const staleAfterMs = 15 * 60_000;

// No workers: a queued job stays queued, as it does while workers are busy.
beforeAll(async () => {
  ctx = await createTestApp({ DROPBOX_APP_KEY: 'dropbox-app-key' });
  user = await signUpUser(ctx.app, { email: 'sweep@example.com' });
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

/** The sweep as it runs `minutes` from now. */
const sweepIn = (minutes: number) =>
  failStaleImports({ ...ctx.deps, clock: { now: () => new Date(Date.now() + minutes * 60_000) } }, staleAfterMs);

const link = 'https://dl.dropboxusercontent.com/1/view/x/talk.wav';

/** A project with one Dropbox file and Import pressed: the source waits in 'importing' for its browser. */
async function importedFromDropbox() {
  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename: 'talk.wav',
    filesize: 1000,
    type: 'audio',
    importType: 'dropbox',
    cloudFileData: {
      fileUrl: link,
      token: null,
      type: 'dropbox',
      file: { id: 'id:talk', name: 'talk.wav', sizeBytes: 1000, duration: null, url: link, thumbnailLink: null },
    },
  });
  const start = async () =>
    call('POST', '/api/projects/start', {
      project_id: project.id,
      type: 'standard',
      files: [{ file_id: created.body.source.id, media_type: 'audio' }],
    });
  await start();
  return {
    projectId: project.id as string,
    sourceId: created.body.source.id as string,
    fileKey: created.body.file_key as string,
    start,
  };
}

const sourceOf = async (projectId: string) =>
  ((await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;

test('a cloud source whose browser never started its download fails as an upload, then can be imported again or removed', async () => {
  const { projectId, sourceId, start } = await importedFromDropbox();
  expect(await sourceOf(projectId)).toMatchObject({ state: 'importing' });

  // Still within the time a browser takes to start the download: left alone.
  expect(await sweepIn(5)).toEqual([]);
  expect(await sourceOf(projectId)).toMatchObject({ state: 'importing' });

  expect(await sweepIn(16)).toEqual([sourceId]);
  expect(await sourceOf(projectId)).toMatchObject({ state: 'error', errorType: 'upload', errorCode: 'upload_failed' });
  expect((await call('GET', `/api/projects/${projectId}`)).body.project).toMatchObject({ status: 'failed' });
  const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
  expect(messages.at(-1)?.data.text).toBe('One of your files failed to upload. Please try again or select another.');
  // Swept once: a second run finds nothing more.
  expect(await sweepIn(16)).toEqual([]);

  // Import again: the file waits for its download once more, and is swept again when nothing starts it.
  expect((await start()).body).toMatchObject({ started: true });
  expect(await sourceOf(projectId)).toMatchObject({ state: 'importing', errorCode: null });
  expect(await sweepIn(16)).toEqual([sourceId]);
  // A failed one can be removed.
  expect((await call('DELETE', `/api/projects/${projectId}/sources/${sourceId}`)).status).toBe(204);
  expect((await call('GET', `/api/projects/${projectId}/sources`)).body).toEqual([]);
});

test('a stale import whose copy was killed mid-way has the upload it left aborted; other uploads stay', async () => {
  const { projectId, sourceId, fileKey } = await importedFromDropbox();
  const { storage } = ctx.deps;
  // What a worker killed mid-copy leaves: an upload with a part, never completed nor aborted.
  const left = await storage.createMultipartUpload('ingest', fileKey);
  await storage.uploadPart('ingest', fileKey, left, 1, Buffer.alloc(1000, 1));
  const otherKey = `${projectId}/other/other.wav`;
  const other = await storage.createMultipartUpload('ingest', otherKey);

  expect(await sweepIn(16)).toEqual([sourceId]);
  expect(await storage.listMultipartUploads('ingest', fileKey)).toEqual([]);
  expect(await storage.listMultipartUploads('ingest', otherKey)).toEqual([other]);
  await storage.abortMultipartUpload('ingest', otherKey, other);
});

test('a source whose download job is queued or running is left to it, however long it takes', async () => {
  const { projectId, sourceId, fileKey } = await importedFromDropbox();
  const job = await call('POST', '/api/uploads/create-cloud-upload', {
    project_id: projectId,
    file_key: fileKey,
    file_url: link,
  });
  expect(job.status).toBe(200);
  expect(await sweepIn(60)).not.toContain(sourceId);
  expect(await sourceOf(projectId)).toMatchObject({ state: 'importing', uploadJobId: job.body.job_id });
});

test('an upload from the browser is not an import: the sweep never touches it', async () => {
  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename: 'cam.mp4',
    filesize: 1000,
    type: 'video',
  });
  await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: created.body.source.id, media_type: 'video' }],
  });
  expect(await sweepIn(60)).not.toContain(created.body.source.id);
  expect(await sourceOf(project.id)).toMatchObject({ state: 'uploading' });
});
