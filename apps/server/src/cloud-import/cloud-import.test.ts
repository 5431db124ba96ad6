import { readFile } from 'node:fs/promises';
import { labelForSourceError } from '@otto/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { analyticsEvents } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { startFakeDrive } from './providers/google-drive.test-server';

const media = (path: string) => new URL(`../../../../../shared/media/${path}`, import.meta.url);

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;
let drive: Awaited<ReturnType<typeof startFakeDrive>>;
let jfk: Buffer;

beforeAll(async () => {
  jfk = await readFile(media('speech/jfk/jfk.wav'));
  drive = await startFakeDrive({
    tokens: ['token-editor'],
    expired: ['token-expired'],
    files: {
      'jfk-inaugural-0001': { name: 'jfk.wav', mimeType: 'audio/wav', bytes: jfk },
      'someone-elses-0001': { name: 'theirs.wav', mimeType: 'audio/wav', bytes: jfk, owner: 'token-other' },
      'huge-master-00001': { name: 'master.mov', mimeType: 'video/quicktime', bytes: jfk, declaredSize: 80e9 },
      'five-hour-talk-01': { name: 'talk.mp4', mimeType: 'video/mp4', bytes: jfk, durationMillis: 5 * 3600 * 1000 },
    },
  });
  ctx = await createTestApp({
    TRANSCRIBE_ENGINE: 'pocketsphinx',
    GOOGLE_DRIVE_API_URL: drive.url,
    // The fake Drive listens on this machine: the operator's exception lets the guarded fetch reach it.
    OUTBOUND_ALLOW_HTTP: 'true',
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1',
    GOOGLE_PICKER_API_KEY: 'picker-key',
    GOOGLE_CLIENT_ID: 'otto.apps.googleusercontent.com',
    DROPBOX_APP_KEY: 'dropbox-app-key',
  });
  user = await signUpUser(ctx.app, { email: 'editor@example.com' });
  await startWorkers(ctx.deps);
});
afterAll(async () => {
  await ctx.close();
  await drive.close();
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

/** A project with one source as the Drive picker's page creates it, and Import pressed. */
async function pickedFromDrive(fileId: string, filename: string, extra: Json = {}) {
  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename,
    filesize: jfk.length,
    type: 'audio',
    importType: 'gg_drive',
    cloudFileData: {
      fileUrl: `https://www.googleapis.com/drive/v3/files/${fileId}?alt=media`,
      token: null,
      type: 'gg_drive',
      file: { id: fileId, name: filename, sizeBytes: jfk.length, duration: null, url: null, thumbnailLink: null },
    },
    ...extra,
  });
  expect(created.status).toBe(201);
  const started = await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: created.body.source.id, media_type: 'audio' }],
  });
  expect(started.body).toMatchObject({ started: true });
  return {
    projectId: project.id as string,
    sourceId: created.body.source.id as string,
    fileKey: created.body.file_key,
  };
}

const sourceOf = async (projectId: string) =>
  ((await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;

test('the session tells the web app which pickers are set up, with the public keys they need', async () => {
  expect((await call('GET', '/api/auth/session')).body.imports).toMatchObject({
    googleDrive: { apiKey: 'picker-key', clientId: 'otto.apps.googleusercontent.com' },
    dropbox: { appKey: 'dropbox-app-key' },
  });
});

describe('Google Drive import', () => {
  test('a picked Drive file is imported, transcribed, and the job yields its s3_uri', async () => {
    const { projectId, sourceId, fileKey } = await pickedFromDrive('jfk-inaugural-0001', 'jfk.wav');
    expect((await sourceOf(projectId)).state).toBe('importing');
    const states: string[] = [];
    const unsubscribe = ctx.deps.events.subscribe({ projectId }, (e) => {
      const state = e.results?.state;
      if (e.kind === 'source' && typeof state === 'string' && states.at(-1) !== state) states.push(state);
    });

    const job = await call('POST', '/api/uploads/create-cloud-upload', {
      project_id: projectId,
      file_key: fileKey,
      file_url: 'https://www.googleapis.com/drive/v3/files/jfk-inaugural-0001?alt=media',
      drive_token: 'token-editor',
      type: '',
    });
    expect(job.status).toBe(200);
    // The queue table keeps job data until jobs are cleaned: the user's token is in it only sealed.
    const stored = await ctx.deps.database.sql.executeSql(
      'select data from pgboss.job where id = $1 union all select data from pgboss.archive where id = $1',
      [job.body.job_id],
    );
    expect(stored.rows).toHaveLength(1);
    expect(JSON.stringify(stored.rows[0]!.data)).toMatch(/"sealedToken":"[A-Za-z0-9+/=]{40,}"/);
    expect(JSON.stringify(stored.rows[0]!.data)).not.toContain('token-editor');

    await expect
      .poll(async () => (await call('GET', `/api/uploads/cloud-import/${job.body.job_id}`)).body, { timeout: 60_000 })
      .toMatchObject({ type: 'cloud_import', status: 'completed', s3_uri: `s3://ingest/${fileKey}` });
    await expect
      .poll(async () => (await call('GET', `/api/projects/${projectId}`)).body.project.status, { timeout: 120_000 })
      .toBe('success');
    unsubscribe();

    const source = await sourceOf(projectId);
    expect(source).toMatchObject({ state: 'completed', filesize: jfk.length, errorCode: null });
    expect(source.cloudFileData.token).toBeNull();
    expect(states).toEqual(['importing', 'ingesting', 'completed']);
    const object = await ctx.deps.storage.head('ingest', fileKey);
    expect(object?.size).toBe(jfk.length);
    const transcript = (await call('GET', `/api/projects/${projectId}/sources/${sourceId}/transcript`)).body;
    // jfk.txt: "... ask not what your country can do for you ..."
    expect((transcript.words as Array<{ text: string }>).map((w) => w.text).join(' ')).toMatch(/country/);
    // The user's token went to the Drive API only, and only as a bearer token.
    expect(drive.requests.every((r) => r.authorization === 'Bearer token-editor')).toBe(true);
  }, 240_000);

  test.each([
    [
      'a file not shared with the user',
      'someone-elses-0001',
      'token-editor',
      'file_access_forbidden',
      'Access Forbidden',
    ],
    ['an expired Drive sign-in', 'jfk-inaugural-0001', 'token-expired', 'file_access_forbidden', 'Access Forbidden'],
    [
      'a file larger than the server imports',
      'huge-master-00001',
      'token-editor',
      'max_file_size_exceeded',
      'Maximum file size exceeded',
    ],
  ])('%s ends the source in its catalogue error, nothing left importing', async (_what, fileId, token, code, label) => {
    drive.trouble({});
    const { projectId, fileKey } = await pickedFromDrive(fileId, 'clip.wav');
    const job = await call('POST', '/api/uploads/create-cloud-upload', {
      project_id: projectId,
      file_key: fileKey,
      file_url: fileId,
      drive_token: token,
    });
    await expect
      .poll(async () => (await call('GET', `/api/uploads/cloud-import/${job.body.job_id}`)).body.status, {
        timeout: 30_000,
      })
      .toBe('failed');
    expect(await sourceOf(projectId)).toMatchObject({ state: 'error', errorType: 'upload', errorCode: code });
    expect(labelForSourceError(code, { errorType: 'upload' })).toBe(label);
    const project = (await call('GET', `/api/projects/${projectId}`)).body.project;
    expect(project).toMatchObject({ status: 'failed', multicamImportStage: 'error' });
    const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
    expect(messages.at(-1)?.data.text).toBe('One of your files failed to upload. Please try again or select another.');
    // Failed once, not retried: the metadata was asked for once.
    expect(drive.requests.filter((r) => r.path.endsWith(fileId) && r.alt === null)).toHaveLength(1);
  });
});

test('a Drive file over 4 hours gets the duration message and is tracked, without a download', async () => {
  drive.trouble({});
  const { projectId, fileKey } = await pickedFromDrive('five-hour-talk-01', 'talk.mp4');
  const job = await call('POST', '/api/uploads/create-cloud-upload', {
    project_id: projectId,
    file_key: fileKey,
    file_url: 'five-hour-talk-01',
    drive_token: 'token-editor',
  });
  await expect
    .poll(async () => (await call('GET', `/api/uploads/cloud-import/${job.body.job_id}`)).body.status, {
      timeout: 30_000,
    })
    .toBe('failed');
  expect(await sourceOf(projectId)).toMatchObject({ state: 'error', errorCode: 'max_duration_exceeded' });
  const texts = ((await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[]).map(
    (m) => m.data.text,
  );
  expect(texts).toContain('Sorry, the maximum file duration supported today is 4 hours. Please import a shorter file.');
  const tracked = await ctx.deps.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.projectId, projectId));
  expect(tracked.map((e) => [e.name, (e.props as Json).code])).toContainEqual(['error_shown', 'max_duration_exceeded']);
  expect(drive.requests.some((r) => r.path.endsWith('five-hour-talk-01') && r.alt === 'media')).toBe(false);
});

describe('sources the server cannot import fail at once (spec §8)', () => {
  async function startWith(source: Json) {
    const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
    const created = await call('POST', `/api/projects/${project.id}/sources`, {
      filename: 'talk.mp4',
      filesize: 1000,
      type: 'video',
      ...source,
    });
    expect(created.status).toBe(201);
    await call('POST', '/api/projects/start', {
      project_id: project.id,
      type: 'standard',
      files: [{ file_id: created.body.source.id, media_type: 'video' }],
    });
    const messages = (await call('GET', `/api/projects/${project.id}/messages`)).body.messages as Json[];
    return { source: await sourceOf(project.id), lastMessage: messages.at(-1)?.data.text as string };
  }
  test('an import type this server has no importer for (S3 URI copies, off in production)', async () => {
    const { source, lastMessage } = await startWith({
      importType: 's3_uri',
      originalFileUri: 's3://footage/interview.mp4',
    });
    expect(source).toMatchObject({ state: 'error', errorCode: 'import_type_not_implemented' });
    expect(lastMessage).toBe('Import type not yet implemented');
  });

  test('a cloud source without cloudFileData', async () => {
    const { source, lastMessage } = await startWith({ importType: 'dropbox' });
    expect(source).toMatchObject({ state: 'error', errorCode: 'cloud_file_data_missing' });
    expect(lastMessage).toBe('This cloud file came without its file details. Please pick it again.');
  });

  test('an S3 source without originalFileUri', async () => {
    const { source, lastMessage } = await startWith({ importType: 's3_uri' });
    expect(source).toMatchObject({ state: 'error', errorCode: 's3_uri_missing' });
    expect(lastMessage).toBe('This S3 import has no file URI. Please add the file again.');
  });
});
