import { readFile } from 'node:fs/promises';
import { botText, importText } from '@otto/shared/ui-text';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';
import { ingestSourceHandler } from './ingest.handler';

const media = (path: string) => new URL(`../../../../../shared/media/${path}`, import.meta.url);

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx', SUPPORT_EMAIL: 'help@otto.test' });
  user = await signUpUser(ctx.app, { email: 'retry@example.com' });
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

async function startedImport(path: string, start: Json) {
  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
  const bytes = await readFile(media(path));
  const filename = path.split('/').pop()!;
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename,
    filesize: bytes.length,
    type: 'video',
  });
  await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
  const sourceId = created.body.source.id as string;
  const started = await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
    ...start,
  });
  return { projectId: project.id as string, sourceId, fileKey: created.body.file_key as string, filename, started };
}

const sourceOf = async (projectId: string) =>
  ((await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;
const projectOf = async (projectId: string) => (await call('GET', `/api/projects/${projectId}`)).body.project as Json;

test('a language the engine cannot do is refused at Import; one that reaches the transcriber anyway fails, and Retry in another language imports the file', async () => {
  // The test engine only knows English: French is refused before anything starts.
  const refused = await startedImport('video/auto-editor_example.mp4', { transcription_language: 'fr' });
  expect(refused.started.status).toBe(400);
  expect(refused.started.body).toMatchObject({
    error: 'language_not_supported',
    message: importText.languageUnavailable('French'),
  });
  expect((await projectOf(refused.projectId)).status).toBe('created');

  const { projectId, sourceId, fileKey, filename, started } = await startedImport('video/auto-editor_example.mp4', {
    transcription_language: 'en',
    project_name: 'Interview with Ann',
    ai_version: 'stable',
  });
  expect(started.body).toMatchObject({ started: true, name: 'Interview with Ann' });
  // Changed on the project after the start (as by an older page): the worker meets French all the same.
  expect((await call('PATCH', `/api/projects/${projectId}`, { transcriptionLanguage: 'fr' })).status).toBe(200);
  expect((await projectOf(projectId)).transcriptionLanguage).toBe('fr');
  const uri = `s3://ingest/${fileKey}`;
  expect(
    (
      await call('POST', '/api/projects/file-ingest', {
        project_id: projectId,
        file_id: sourceId,
        file_uri: uri,
        filename,
        media_type: 'video',
      })
    ).status,
  ).toBe(200);

  const ingest = ingestSourceHandler(ctx.deps);
  await ingest({ id: 'first', data: { projectId, sourceId }, attempt: 1, lastAttempt: false });
  expect(await sourceOf(projectId)).toMatchObject({ state: 'error', errorCode: 'language_not_supported' });

  const retry = await call('POST', `/api/projects/${projectId}/sources/${sourceId}/retry`, {
    transcription_language: 'en',
  });
  expect(retry.status).toBe(200);
  expect(await projectOf(projectId)).toMatchObject({ transcriptionLanguage: 'en', status: 'processing' });
  await ingest({ id: 'again', data: { projectId, sourceId }, attempt: 1, lastAttempt: false });
  expect(await sourceOf(projectId)).toMatchObject({ state: 'completed', errorCode: null });
  expect((await projectOf(projectId)).status).toBe('success');
}, 180_000);

test('Retry refuses a language outside the list', async () => {
  const { projectId, sourceId } = await startedImport('video/lhotse_big_buck_bunny_small.mp4', {});
  const retry = await call('POST', `/api/projects/${projectId}/sources/${sourceId}/retry`, {
    transcription_language: 'xx',
  });
  expect(retry.status).toBe(400);
});

test('a file that uploaded but could not be handed to processing is recorded on the server, with its chat message', async () => {
  const { projectId, sourceId } = await startedImport('video/lhotse_big_buck_bunny_small.mp4', {});
  const marked = await call('POST', '/api/projects/mark-file-failed', {
    project_id: projectId,
    file_id: sourceId,
    error_code: 'file_ingest_failed',
  });
  expect(marked.status).toBe(200);
  // After a reload the row reads the error, not 'Uploading 0 B', and the project no longer waits on it.
  expect(await sourceOf(projectId)).toMatchObject({
    state: 'error',
    errorType: 'ingest',
    errorCode: 'file_ingest_failed',
  });
  expect(await projectOf(projectId)).toMatchObject({ status: 'failed', multicamImportStage: 'error' });
  const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
  expect(messages.at(-1)?.data.text).toBe(botText.fileIngestFailed('help@otto.test'));
});
