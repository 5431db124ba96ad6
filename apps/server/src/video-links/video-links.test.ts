import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { createTestApp, type TestContext } from '../test/test-app';
import { startTalkSite, type VideoSite } from './video-site.test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;
let site: VideoSite;

beforeAll(async () => {
  site = await startTalkSite();
  ctx = await createTestApp({
    TRANSCRIBE_ENGINE: 'pocketsphinx',
    OUTBOUND_ALLOW_HTTP: 'true',
    OUTBOUND_ALLOW_PRIVATE: '127.0.0.1,::1',
  });
  user = await signUpUser(ctx.app, { email: 'links@example.com' });
});
afterAll(async () => {
  await ctx?.close();
  await site?.close();
});

const call = async (c: TestContext, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await c.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};
const newProject = async () => (await call(ctx, 'POST', '/api/projects', { mode: 'standard' })).body.project.id as string;

test('a video link is read, downloaded by yt-dlp from a local site, ingested and transcribed', async () => {
  const meta = await call(ctx, 'POST', '/api/youtube/get-metadata', { url: `${site.origin}/watch/talk` });
  expect(meta).toEqual({
    status: 200,
    body: { name: 'Inaugural address', size: null, duration: 11, thumbnail: `${site.origin}/thumbs/talk.jpg` },
  });

  const projectId = await newProject();
  const added = await call(ctx, 'POST', '/api/youtube/add', { project_id: projectId, url: `${site.origin}/watch/talk` });
  expect(added.status).toBe(201);
  expect(added.body.source).toMatchObject({
    filename: 'Inaugural address.mp4',
    importType: 'youtube',
    state: 'none',
    durationMs: 11_000,
    cloudFileData: { type: 'youtube', fileUrl: `${site.origin}/watch/talk`, token: null },
  });
  const sourceId = added.body.source.id as string;

  const started = await call(ctx, 'POST', '/api/projects/start', {
    project_id: projectId,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
  });
  expect(started.body).toMatchObject({ started: true, name: 'Inaugural address' });
  const states: string[] = [];
  const unsubscribe = ctx.deps.events.subscribe({ projectId }, (e) => {
    const state = String(e.results?.state);
    if (e.kind === 'source' && states.at(-1) !== state) states.push(state);
  });
  await startWorkers(ctx.deps);
  const job = await call(ctx, 'POST', '/api/youtube/import', { project_id: projectId, file_id: sourceId });
  expect(job.status).toBe(200);
  expect(job.body.job_id).toEqual(expect.any(String));

  await expect
    .poll(async () => (await call(ctx, 'GET', `/api/projects/${projectId}`)).body.project.status, {
      timeout: 120_000,
      interval: 500,
    })
    .toBe('success');
  unsubscribe();
  expect(states).toEqual(expect.arrayContaining(['importing', 'ingesting', 'completed']));
  expect(states.indexOf('importing')).toBeLessThan(states.indexOf('ingesting'));

  const [source] = (await call(ctx, 'GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[];
  // Already H.264/AAC in MP4: the browser plays the original, no proxy is made.
  expect(source).toMatchObject({ state: 'completed', transcodedFileUri: null, filename: 'Inaugural address.mp4' });
  expect(source!.originalFileUri).toBe(`s3://ingest/${projectId}/${sourceId}/${sourceId}.mp4`);
  const transcript = (await call(ctx, 'GET', `/api/projects/${projectId}/sources/${sourceId}/transcript`)).body;
  const text = (transcript.words as Array<{ text: string }>).map((w) => w.text).join(' ');
  // jfk.wav: "... ask not what your country can do for you ..."
  expect(text).toMatch(/country/);
}, 300_000);

describe('what the modal is told', () => {
  test('a text that is no link', async () => {
    const res = await call(ctx, 'POST', '/api/youtube/get-metadata', { url: 'not a link' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please enter a valid YouTube URL' } });
  });

  test('a page with no video on it', async () => {
    const res = await call(ctx, 'POST', '/api/youtube/get-metadata', { url: `${site.origin}/watch/nothing-here` });
    expect(res).toMatchObject({
      status: 422,
      body: { message: 'Unable to search for video, please check your link and try again.' },
    });
  });

  test('a video over the 4-hour limit is not added', async () => {
    const projectId = await newProject();
    const res = await call(ctx, 'POST', '/api/youtube/add', { project_id: projectId, url: `${site.origin}/watch/marathon` });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'We currently support videos up to 4 hours. Please select a shorter video and try again.' },
    });
    expect((await call(ctx, 'GET', `/api/projects/${projectId}/sources`)).body).toEqual([]);
  });

  test('a link may not point into the server’s own network unless the operator allows it', async () => {
    const strict = await createTestApp({ OUTBOUND_ALLOW_HTTP: 'true' });
    try {
      const other = await signUpUser(strict.app, { email: 'strict@example.com' });
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/youtube/get-metadata',
        payload: { url: `${site.origin}/watch/talk` },
        headers: { cookie: other.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'link_refused', message: 'The host 127.0.0.1 is on a private network.' });
    } finally {
      await strict.close();
    }
  });

  test('a server without yt-dlp says so', async () => {
    const bare = await createTestApp({
      OUTBOUND_ALLOW_HTTP: 'true',
      OUTBOUND_ALLOW_PRIVATE: '127.0.0.1,::1',
      YTDLP_PATH: '/nonexistent/yt-dlp',
    });
    try {
      const other = await signUpUser(bare.app, { email: 'bare@example.com' });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/youtube/get-metadata',
        payload: { url: `${site.origin}/watch/talk` },
        headers: { cookie: other.cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'yt_dlp_missing' });
      expect(res.json().message).toContain('yt-dlp, which is not installed on this server');
    } finally {
      await bare.close();
    }
  });
});
