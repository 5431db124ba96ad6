import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botText } from '@otto/shared/ui-text';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { projects, users } from '../db/schema';
import type { MediaInfo } from '../media/media.types';
import { createTestRunner, mediaPath } from '../media/media.test-support';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { formatObjectUri, parseObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { renderVideoHandler } from './render.handler';
import type { RenderJobPayload } from './render.schemas';
import { corners, grabRgb, meanDiff, streamsOf } from './render.test-support';

const runner = createTestRunner();
const SRC = mediaPath('video/auto-editor_example.mp4');

let ctx: TestContext;
let info: MediaInfo;
let scratch: string;

beforeAll(async () => {
  // Billing on (a Stripe key), so a paid plan stored on the account is the one applied.
  ctx = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_render_routes' });
  scratch = await mkdtemp(join(tmpdir(), 'otto-render-routes-'));
  const probed = await runner.probe(SRC);
  if (!probed.ok) throw new Error('test media unreadable');
  info = probed.info;
});
afterAll(async () => {
  await ctx.close();
  await rm(scratch, { recursive: true, force: true });
});

interface Fixture {
  owner: SignedInUser;
  projectId: string;
  sourceId: string;
  messageId: string;
}

/** A signed-up user with a standard project holding the example video, its words and an edit. */
async function fixture(tier = 'free'): Promise<Fixture> {
  const owner = await signUpUser(ctx.app);
  if (tier !== 'free')
    await ctx.deps.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, owner.user.id));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie: owner.cookie },
    payload: { mode: 'standard', name: 'Demo' },
  });
  const projectId = (res.json() as { project: { id: string } }).project.id;
  const db = ctx.deps.database.db;
  const source = await createSourcesRepo(db).create({
    projectId,
    filename: 'example.mp4',
    type: 'video',
    state: 'completed',
    mediaInfo: info,
  });
  const key = sourceOriginalKey(projectId, source.id, 'example.mp4');
  await ctx.deps.storage.upload(key.bucket, key.key, SRC);
  await createSourcesRepo(db).update(source.id, { originalFileUri: formatObjectUri(key.bucket, key.key) });
  const words = ['so', 'here', 'is', 'the', 'thing'].map((text, i) => ({
    text,
    start: 2.1 + i * 0.4,
    end: 2.4 + i * 0.4,
    confidence: 0.9,
  }));
  await createTranscriptsRepo(db).save({ sourceId: source.id, language: 'en', engine: 'test', words, confidence: 0.9 });
  const container = {
    schemaVersion: 1,
    id: randomUUID(),
    projectId,
    stories: [
      { index: 0, title: 'Cut', segments: [{ sourceId: source.id, start: 2, end: 4, text: 'so here is the thing' }] },
    ],
  };
  const message = await createMessagesRepo(db).add(projectId, 'edit_result', {
    prompt: 'cut',
    container,
    containerId: container.id,
    storyIndex: 0,
  });
  return { owner, projectId, sourceId: source.id, messageId: message.id };
}

const exportBody = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  project_id: f.projectId,
  message_id: f.messageId,
  layout: 'original',
  segments: [{ sourceId: f.sourceId, start: 2, end: 4, text: 'so here is the thing' }],
  ...extra,
});

async function startExport(f: Fixture, url = '/api/export/video', extra: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: f.owner.cookie },
    payload: exportBody(f, extra),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { job_id } = res.json() as { job_id: string; export_s3_key: string };
  const job = await ctx.deps.queue.getById(job_id);
  return { job_id, data: job?.data as RenderJobPayload, body: res.json() as { job_id: string; export_s3_key: string } };
}

const projectRow = async (id: string) =>
  (await ctx.deps.database.db.select().from(projects).where(eq(projects.id, id)))[0]!;
const messagesOf = (projectId: string) => createMessagesRepo(ctx.deps.database.db).list(projectId);

describe('POST /api/export/video', () => {
  it('answers 401 to visitors', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/export/video', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("renders a free user's export with the Otto logo forced top-left and reports it in the chat", async () => {
    const f = await fixture('free');
    const { job_id, data, body } = await startExport(f, '/api/export/video', { logo: null, corner: 'bottom-right' });
    expect(body.export_s3_key).toMatch(new RegExp(`^s3://exports/${f.projectId}/[0-9a-f-]{36}/Demo_Captions_\\.mp4$`));
    expect(data.logo).toEqual({ kind: 'watermark', corner: 'top-left' });
    expect(data.isFree).toBe(true);
    const exporting = await projectRow(f.projectId);
    expect(exporting.status).toBe('exporting');
    expect(exporting.exportingStatus).toEqual({ original: { mp4: true } });

    const outcome = (await renderVideoHandler(ctx.deps)({ id: job_id, data, attempt: 1, lastAttempt: false })) as {
      status: string;
      s3Uri: string;
    };
    expect(outcome.status).toBe('done');
    expect(outcome.s3Uri).toBe(body.export_s3_key);

    const done = await projectRow(f.projectId);
    expect(done.status).toBe('success');
    expect(done.exportingStatus).toEqual({ original: { mp4: false } });
    expect(done.shouldShowAfterMp4ExportSuggestion).toBe(true);
    const chat = await messagesOf(f.projectId);
    const edit = chat.find((m) => m.id === f.messageId)!.data as Record<string, unknown>;
    expect(edit).toMatchObject({ isFreeMp4: true, exportFilename: 'Demo (Captions).mp4' });
    expect(edit.downloadUrl).toEqual(expect.any(String));
    expect(edit.exportJobs).toEqual({ [job_id]: { format: 'mp4', layout: 'original', s3Key: body.export_s3_key } });
    expect(chat.filter((m) => m.type === 'export_success_message')).toHaveLength(1);

    // The worker's scratch files are gone once the job ends.
    expect(await readdir(ctx.deps.config.tmpDir)).toEqual([]);

    const loc = parseObjectUri(outcome.s3Uri)!;
    const local = join(scratch, `${job_id}.mp4`);
    await ctx.deps.storage.download(loc.bucket, loc.key, local);
    const streams = await streamsOf(runner, local);
    expect(Math.abs(streams.durationSec - 2)).toBeLessThanOrEqual(1 / 30);
    const size = { width: 1280, height: 720 };
    const out = await grabRgb(runner, local, 1, size);
    const src = await grabRgb(runner, SRC, 3, size);
    const box = corners(1280, 720);
    expect(meanDiff(out, src, box['top-left'])).toBeGreaterThan(8);
    for (const corner of ['top-right', 'bottom-left', 'bottom-right'] as const)
      expect(meanDiff(out, src, box[corner])).toBeLessThan(4);
  });

  it("puts a paid user's own logo in their corner and refuses someone else's", async () => {
    const f = await fixture('pro');
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/export/video',
      headers: { cookie: f.owner.cookie },
      payload: exportBody(f, { logo: `s3://branding/${randomUUID()}/logo.png` }),
    });
    expect(foreign.statusCode).toBe(400);
    // Starts with the user's own id, but walks out of it.
    const escaping = await ctx.app.inject({
      method: 'POST',
      url: '/api/export/video',
      headers: { cookie: f.owner.cookie },
      payload: exportBody(f, { logo: `s3://branding/${f.owner.user.id}/../${randomUUID()}/logo.png` }),
    });
    expect(escaping.statusCode).toBe(400);
    const own = `s3://branding/${f.owner.user.id}/logo.png`;
    const { data } = await startExport(f, '/api/export/video', { logo: own, corner: 'bottom-left' });
    expect(data.logo).toEqual({ kind: 'custom', uri: own, corner: 'bottom-left' });
    expect(data.isFree).toBe(false);
    const none = await startExport(f, '/api/export/video', { layout: 'original_no_captions' });
    expect(none.data.logo).toEqual({ kind: 'none' });
  });

  it('tells the chat in the spec words when the render fails for good', async () => {
    const f = await fixture('free');
    const { job_id, data } = await startExport(f);
    const original = sourceOriginalKey(f.projectId, f.sourceId, 'example.mp4');
    await ctx.deps.storage.delete(original.bucket, original.key);
    const handler = renderVideoHandler(ctx.deps);
    await expect(handler({ id: job_id, data, attempt: 1, lastAttempt: false })).rejects.toThrow();
    expect((await projectRow(f.projectId)).status).toBe('exporting');
    expect(await handler({ id: job_id, data, attempt: 2, lastAttempt: true })).toEqual({ status: 'failed' });
    const chat = await messagesOf(f.projectId);
    expect((chat.find((m) => m.id === f.messageId)!.data as Record<string, unknown>).exportErrorMessage).toBe(
      botText.mp4ExportFailed,
    );
    expect(chat.filter((m) => m.type === 'bot_message').map((m) => (m.data as { text: string }).text)).toEqual([
      botText.mp4ExportFailed,
    ]);
    expect((await projectRow(f.projectId)).status).toBe('success');
  });
});

describe('POST /api/export/prores-captions', () => {
  it('renders the captions alone into a .mov, without a logo', async () => {
    const f = await fixture('free');
    const { job_id, data, body } = await startExport(f, '/api/export/prores-captions');
    expect(body.export_s3_key).toMatch(/Demo\.mov$/);
    expect(data).toMatchObject({ format: 'prores_caption', logo: { kind: 'none' }, intro: null, overlay: null });
    expect((await projectRow(f.projectId)).exportingStatus).toEqual({ original: { prores_caption: true } });
    const outcome = (await renderVideoHandler(ctx.deps)({ id: job_id, data, attempt: 1, lastAttempt: false })) as {
      status: string;
      s3Uri: string;
    };
    expect(outcome.status).toBe('done');
    const loc = parseObjectUri(outcome.s3Uri)!;
    expect(await ctx.deps.storage.head(loc.bucket, loc.key)).not.toBeNull();
    expect((await projectRow(f.projectId)).shouldShowAfterMp4ExportSuggestion).toBe(false);
  });

  it('waits for the first prompt in multicam projects', async () => {
    const f = await fixture('free');
    await ctx.deps.database.db.update(projects).set({ category: 'multicam' }).where(eq(projects.id, f.projectId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/export/prores-captions',
      headers: { cookie: f.owner.cookie },
      payload: exportBody(f),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'not_available_for_multicam', message: 'Available after prompting' });
    await ctx.deps.database.db.update(projects).set({ numEditResponses: 1 }).where(eq(projects.id, f.projectId));
    await startExport(f, '/api/export/prores-captions');
  });
});

describe('POST /api/branding/upload-url', () => {
  it('signs a PUT to {userId}/{category}.png that the browser uploads to and can read back', async () => {
    const { user, cookie } = await signUpUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/branding/upload-url',
      headers: { cookie },
      payload: { category: 'logo', content_type: 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const signed = res.json() as { url: string; s3Uri: string };
    expect(signed.s3Uri).toBe(`s3://branding/${user.id}/logo.png`);
    const url = new URL(signed.url, 'http://localhost');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('png bytes'),
    });
    expect(put.statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/get-signed-url',
      headers: { cookie },
      payload: { object_uri: signed.s3Uri },
    });
    expect(read.statusCode).toBe(200);
  });

  it.each([
    ['overlay_video', 'video/quicktime', 200, '.mov'],
    ['vertical_intro', 'image/jpeg', 200, '.png'],
    ['overlay_video', 'image/png', 400, ''],
    ['horizontal_outro', 'video/quicktime', 400, ''],
    ['logo', 'image/gif', 400, ''],
  ])('%s as %s → %i', async (category, contentType, status, ext) => {
    const { cookie } = await signUpUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/branding/upload-url',
      headers: { cookie },
      payload: { category, content_type: contentType },
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect((res.json() as { s3Uri: string }).s3Uri.endsWith(`${category}${ext}`)).toBe(true);
  });

  it('answers 401 to visitors', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/branding/upload-url',
      payload: { category: 'logo', content_type: 'image/png' },
    });
    expect(res.statusCode).toBe(401);
  });
});
