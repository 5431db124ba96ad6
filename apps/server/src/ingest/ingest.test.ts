import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { labelForSourceError } from '@otto/shared/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { analyticsEvents } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { ingestSourceHandler } from './ingest.handler';

const media = (path: string) => new URL(`../../../../../shared/media/${path}`, import.meta.url);

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  user = await signUpUser(ctx.app, { email: 'editor@example.com' });
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

/** Creates a project and a source, and puts the file where the browser's upload would. */
async function uploaded(path: string, type: 'video' | 'audio' = 'video', projectName?: string) {
  const project = (await call('POST', '/api/projects', { mode: 'standard', name: projectName })).body.project;
  const bytes = await readFile(media(path));
  const filename = path.split('/').pop()!;
  const created = await call('POST', `/api/projects/${project.id}/sources`, { filename, filesize: bytes.length, type });
  await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
  return {
    projectId: project.id as string,
    sourceId: created.body.source.id as string,
    fileKey: created.body.file_key as string,
    filename,
  };
}

test('an uploaded interview is probed, transcribed and announced: project ready, transcript in the chat, mail sent', async () => {
  const { projectId, sourceId, fileKey, filename } = await uploaded('video/auto-editor_example.mp4');
  const events: string[] = [];
  const probedDurations: unknown[] = [];
  const unsubscribe = ctx.deps.events.subscribe({ projectId }, (e) => {
    events.push(`${e.kind}:${String(e.results?.state ?? e.results?.status)}`);
    if (e.results?.durationMs !== undefined && e.results.state === 'ingesting')
      probedDurations.push(e.results.durationMs);
  });

  const started = await call('POST', '/api/projects/start', {
    project_id: projectId,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
  });
  expect(started.body).toMatchObject({ started: true, name: 'auto-editor_example' });

  await startWorkers(ctx.deps);
  const ingest = await call('POST', '/api/projects/file-ingest', {
    project_id: projectId,
    file_id: sourceId,
    file_uri: `s3://ingest/${fileKey}`,
    filename,
    media_type: 'video',
  });
  expect(ingest.status).toBe(200);

  await expect
    .poll(async () => (await call('GET', `/api/projects/${projectId}`)).body.project.status, {
      timeout: 120_000,
      interval: 500,
    })
    .toBe('success');
  // On PostgreSQL the events come back through LISTEN, a moment after the project is done.
  await expect.poll(() => events).toContain('source:completed');
  unsubscribe();

  const [source] = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  expect(source).toMatchObject({ state: 'completed', errorCode: null, transcodedFileUri: null });
  expect(source!.durationMs).toBeGreaterThan(42_000);

  const transcript = (await call('GET', `/api/projects/${projectId}/sources/${sourceId}/transcript`)).body;
  expect(transcript.engine).toBe('pocketsphinx');
  expect(transcript.words.length).toBeGreaterThan(40);
  // MANIFEST: the speaker says "banana" at about 16.7 s.
  const banana = (transcript.words as Array<{ text: string; start: number }>).find((w) => w.text === 'banana');
  expect(banana?.start).toBeGreaterThan(15.5);
  expect(banana?.start).toBeLessThan(18);
  // One person talks to the camera: every word is Speaker 1, none is labelled as a second voice.
  expect(new Set((transcript.words as Array<{ speaker?: number }>).map((w) => w.speaker))).toEqual(new Set([1]));

  const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
  expect(messages.at(-1)).toMatchObject({ type: 'bot_message', data: { transcriptSourceIds: [sourceId] } });
  expect(events).toContain('source:ingesting');
  expect(events).toContain('source:completed');
  // The probed length reaches the page while the ingest runs, not only when it ends.
  expect(probedDurations).toEqual([source!.durationMs]);

  // The mail goes out right after the project turns ready.
  const outboxDir = ctx.deps.config.outboxDir;
  // Sign-up mailed a verification link too; the import mail is the other one.
  const importMails = async () =>
    (
      await Promise.all((await readdir(outboxDir).catch(() => [])).map((f) => readFile(join(outboxDir, f), 'utf8')))
    ).filter((m) => !m.includes('Subject: Verify your email address'));
  await expect.poll(importMails, { timeout: 10_000 }).toHaveLength(1);
  const [mail = ''] = await importMails();
  expect(mail).toContain('To: editor@example.com');
  expect(mail.replace(/=\n/g, '')).toContain(`/projects/${projectId}`);
}, 300_000);

test.each([
  ['reject/empty_0_bytes.mp4', 'video', 'Processing error'],
  ['reject/not_media.mp4', 'video', 'Processing error'],
  ['reject/truncated_no_moov.mp4', 'video', 'Video processing error'],
  ['reject/truncated_mdat_cut.mp4', 'video', 'Video processing error'],
  ['reject/unsupported_codec_aprn.mov', 'video', 'Unsupported codec'],
  ['reject/no_audio_stream.mp4', 'video', 'No audio stream'],
  ['reject/no_video_stream.mp4', 'video', 'No video stream'],
  ['reject/over_4h_14500s.mp4', 'video', 'Processing error'],
  ['video/auto-editor_man-on-green-screen.mp4', 'video', 'No speech detected'],
] as const)('%s ends in "%s" without crashing the worker', async (path, type, label) => {
  const { projectId, sourceId } = await uploaded(path, type);
  const handler = ingestSourceHandler(ctx.deps);
  await expect(
    handler({ id: 'test', data: { projectId, sourceId }, attempt: 1, lastAttempt: false }),
  ).resolves.toMatchObject({
    status: 'done',
  });
  const [source] = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  expect(source!.state).toBe('error');
  expect(labelForSourceError(source!.errorCode, {})).toBe(label);
  const project = (await call('GET', `/api/projects/${projectId}`)).body.project;
  expect(project.status).toBe('failed');
  if (path.includes('over_4h')) {
    const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
    expect(messages.at(-1)?.data.text).toBe(
      'Sorry, the maximum file duration supported today is 4 hours. Please import a shorter file.',
    );
    // Tracked for the product team (the alert goes to the team's chat through ALERT_WEBHOOK_URL).
    const tracked = await ctx.deps.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.projectId, projectId));
    expect(tracked.map((e) => [e.name, (e.props as Json).code])).toContainEqual([
      'error_shown',
      'max_duration_exceeded',
    ]);
  }
});

test('an audio-only M4A imported as audio is accepted', async () => {
  const { projectId, sourceId } = await uploaded('reject/no_video_stream.m4a', 'audio');
  await ingestSourceHandler(ctx.deps)({ id: 'test', data: { projectId, sourceId }, attempt: 1, lastAttempt: false });
  const [source] = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  expect(source).toMatchObject({ state: 'completed', type: 'audio' });
});

test('a failed upload marks the source and project failed and tells the user in the chat', async () => {
  const { projectId, sourceId } = await uploaded('video/lhotse_big_buck_bunny_small.mp4');
  await call('POST', '/api/projects/start', {
    project_id: projectId,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
  });
  await call('POST', '/api/projects/mark-file-failed', { project_id: projectId, file_id: sourceId });
  const [source] = (await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  expect(source).toMatchObject({ state: 'error', errorType: 'upload', errorCode: 'upload_failed' });
  const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as Json[];
  expect(messages.at(-1)?.data.text).toBe('One of your files failed to upload. Please try again or select another.');
  // Starting again is allowed from the error stage.
  const again = await call('POST', '/api/projects/start', {
    project_id: projectId,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
  });
  expect(again.body.started).toBe(true);
});

test("another user gets 404 on someone else's sources and transcripts, a visitor 401", async () => {
  const { projectId, sourceId } = await uploaded('video/lhotse_big_buck_bunny_small.mp4');
  const intruder = await signUpUser(ctx.app);
  for (const url of [
    `/api/projects/${projectId}/sources`,
    `/api/projects/${projectId}/sources/${sourceId}/transcript`,
  ]) {
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: intruder.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  }
  const retry = await ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/sources/${sourceId}/retry`,
    headers: { cookie: intruder.cookie },
  });
  expect(retry.statusCode).toBe(404);
  const ingest = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects/file-ingest',
    headers: { cookie: intruder.cookie },
    payload: {
      project_id: projectId,
      file_id: sourceId,
      file_uri: 's3://ingest/x',
      filename: 'x.mp4',
      media_type: 'video',
    },
  });
  expect(ingest.statusCode).toBe(404);
});

test('starting a multicam import keeps only the first audio file and multicam sources: the rest are removed', async () => {
  const project = (await call('POST', '/api/projects', { mode: 'podcast', category: 'multicam' })).body.project;
  expect(project.category).toBe('multicam');
  const add = async (filename: string, type: 'video' | 'audio', category = 'multicam') =>
    (await call('POST', `/api/projects/${project.id}/sources`, { filename, filesize: 1000, type, category })).body
      .source.id as string;
  const video = await add('wide.mp4', 'video');
  const firstAudio = await add('lav-host.wav', 'audio');
  const secondAudio = await add('lav-guest.wav', 'audio');
  // Added while the project was a single-camera one: not part of a multicam import.
  const singlecam = await add('phone.mp4', 'video', 'singlecam');
  const started = await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [
      { file_id: video, media_type: 'video' },
      { file_id: firstAudio, media_type: 'audio' },
      { file_id: secondAudio, media_type: 'audio' },
      { file_id: singlecam, media_type: 'video' },
    ],
  });
  expect(started.body).toMatchObject({ started: true });
  const left = (await call('GET', `/api/projects/${project.id}/sources`)).body as unknown as Json[];
  expect(left.map((s) => [s.filename, s.state])).toEqual([
    ['wide.mp4', 'uploading'],
    ['lav-host.wav', 'uploading'],
  ]);
});
