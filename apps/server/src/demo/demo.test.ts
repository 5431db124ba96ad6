import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { demos, projects } from '../db/schema';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { demoAccount, demoCatalogue } from './demo.catalogue';
import { seedDemos } from './demo-seed';
import { createDemosRepo } from './demos.repo';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  alice = await signUpUser(ctx.app, { name: 'Alice Editor' });
  bob = await signUpUser(ctx.app);
  await startWorkers(ctx.deps);
}, 60_000);
afterAll(() => ctx?.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, user?: SignedInUser, payload?: unknown) => {
  const res = await ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: user ? { cookie: user.cookie } : {},
  });
  return { status: res.statusCode, body: (res.body ? res.json() : {}) as Json };
};

/** Fetches a signed storage URL the way a browser would: its status and content type. */
async function fetched(url: string) {
  const target = new URL(url, 'http://localhost');
  const res = await ctx.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload.length };
}

const listDemos = async () => (await call('GET', '/api/demos')).body.demos as Json[];
const demoOf = async (category: string) => (await listDemos()).find((d) => d.category === category)!;

describe('demo projects', () => {
  it('seeds each demo once, however many processes start at once, and again changes nothing', async () => {
    await Promise.all([seedDemos(ctx.deps), seedDemos(ctx.deps), seedDemos(ctx.deps)]);
    const db = ctx.deps.database.db;
    const rows = await db.select().from(demos);
    expect(rows.map((r) => r.slug).sort()).toEqual(['multicam', 'standard']);
    const demoUserId = await createDemosRepo(db).demoUserId(demoAccount);
    const owned = await db.select().from(projects).where(eq(projects.userId, demoUserId));
    expect(owned.map((p) => p.id).sort()).toEqual(rows.map((r) => r.projectId).sort());
    expect(owned.every((p) => p.type === 'mock')).toBe(true);

    await seedDemos(ctx.deps);
    expect((await db.select().from(demos)).map((r) => r.projectId).sort()).toEqual(rows.map((r) => r.projectId).sort());
    // A user's own lists never show the demo account's projects.
    expect((await call('GET', '/api/projects', alice)).body.projects).toEqual([]);
    // Nobody signs in as the demo account.
    const signIn = await call('POST', '/api/auth/local/sign-in', undefined, {
      email: demoAccount.email,
      password: 'x'.repeat(12),
    });
    expect(signIn.status).toBe(401);
  });

  it('lists the demos before sign-in; each becomes ready with its real import, example edits and share', async () => {
    const before = await listDemos();
    expect(before.map((d) => d.category).sort()).toEqual(['multicam', 'others']);
    await expect
      .poll(async () => (await listDemos()).every((d) => d.ready), { timeout: 420_000, interval: 1000 })
      .toBe(true);
    const all = await listDemos();
    for (const demo of all) {
      expect(demo.shareId).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const poster = await fetched(demo.thumbnailUrl);
      expect(poster).toMatchObject({ status: 200, type: 'image/jpeg' });
      for (const link of demo.assetLinks) {
        const video = await fetched(link);
        expect(video.status).toBe(200);
        expect(video.type).toBe('video/mp4');
        expect(video.bytes).toBeGreaterThan(100_000);
      }
      const messages = await createMessagesRepo(ctx.deps.database.db).list(demo.projectId);
      const edits = messages.filter((m) => m.type === 'edit_result');
      expect(edits.length, `${demo.name}: ${JSON.stringify(messages.map((m) => m.data))}`).toBeGreaterThanOrEqual(2);
      // The read-only view is the share page: the share shows the same chat.
      const shared = await call('GET', `/api/share/container-data?share_id=${demo.shareId}`);
      expect(shared.status).toBe(200);
      expect(shared.body.messages.filter((m: Json) => m.type === 'edit_result')).toHaveLength(edits.length);
    }
    expect((await demoOf('multicam')).assetLinks).toHaveLength(2);
    expect((await demoOf('others')).assetLinks).toHaveLength(1);
  }, 480_000);

  it('adds a demo project: a getting_started copy with the transcripts, the edits and demo_start on top', async () => {
    const demo = await demoOf('others');
    expect((await call('POST', `/api/demos/${demo.projectId}/projects`)).status).toBe(401);
    const added = await call('POST', `/api/demos/${demo.projectId}/projects`, alice);
    expect(added.status).toBe(201);
    const projectId = added.body.projectId as string;
    expect(projectId).not.toBe(demo.projectId);

    const project = (await call('GET', `/api/projects/${projectId}`, alice)).body.project;
    expect(project).toMatchObject({ type: 'getting_started', status: 'success', name: demo.name });
    const messages = (await call('GET', `/api/projects/${projectId}/messages`, alice)).body.messages as Json[];
    expect(messages[0]!.type).toBe('demo_start');
    expect(messages.filter((m) => m.type === 'edit_result').length).toBeGreaterThanOrEqual(2);
    const [source] = await createSourcesRepo(ctx.deps.database.db).listByProject(projectId);
    expect((await createTranscriptsRepo(ctx.deps.database.db).get(source!.id))?.words.length).toBeGreaterThan(10);

    // The uncut video plays for its new owner through the usual signed URLs, and for nobody else.
    const videoUri = messages[0]!.data.videoUrl as string;
    expect(videoUri).toMatch(/^s3:\/\//);
    const signed = await call('POST', '/api/get-signed-url', alice, { object_uri: videoUri });
    expect(signed.status).toBe(200);
    expect((await fetched(signed.body.url)).status).toBe(200);

    // Deleting the copy leaves the demo's media alone.
    expect((await call('DELETE', `/api/projects/${projectId}`, alice)).status).toBe(204);
    expect((await fetched((await demoOf('others')).assetLinks[0])).status).toBe(200);
  });

  it("uses the multicam demo in the user's empty multicam project, ready for a prompt", async () => {
    const demo = await demoOf('multicam');
    const standard = await demoOf('others');
    const created = await call('POST', '/api/projects', alice, { mode: 'podcast', category: 'multicam' });
    const projectId = created.body.project.id as string;

    expect((await call('POST', `/api/projects/${projectId}/demo`, bob, { demoProjectId: demo.projectId })).status).toBe(
      404,
    );
    const mismatch = await call('POST', `/api/projects/${projectId}/demo`, alice, {
      demoProjectId: standard.projectId,
    });
    expect(mismatch).toMatchObject({ status: 409, body: { error: 'demo_category_mismatch' } });

    const used = await call('POST', `/api/projects/${projectId}/demo`, alice, { demoProjectId: demo.projectId });
    expect(used).toMatchObject({ status: 200, body: { projectId } });
    const project = (await call('GET', `/api/projects/${projectId}`, alice)).body.project;
    expect(project).toMatchObject({ type: 'getting_started', status: 'success', multicamImportStage: 'done' });
    expect(project.sourceIds).toHaveLength(3);
    expect(project.sourceIds).toContain(project.mainAudioId);
    const messages = (await call('GET', `/api/projects/${projectId}/messages`, alice)).body.messages as Json[];
    expect(messages[0]).toMatchObject({ type: 'demo_start' });
    expect(messages[0]!.data.multicamVideos.map((v: Json) => v.videoName)).toEqual(['Camera 1', 'Camera 2']);
    expect(messages[1]!.data.transcriptSourceIds).toHaveLength(3);

    const again = await call('POST', `/api/projects/${projectId}/demo`, alice, { demoProjectId: demo.projectId });
    expect(again).toMatchObject({ status: 409, body: { error: 'project_not_empty' } });

    const prompt = await call('POST', `/api/projects/${projectId}/prompt`, alice, {
      prompt: 'Make a 15 second social media clip',
    });
    expect(prompt.status).toBe(200);
    expect(prompt.body.messages.some((m: Json) => m.type === 'edit_result')).toBe(true);
  });

  it('seeds a demo again at the next start when its import had failed', async () => {
    const db = ctx.deps.database.db;
    const repo = createDemosRepo(db);
    const definition = { ...demoCatalogue[0]!, slug: 'failed-once', files: [] };
    await seedDemos(ctx.deps, [definition]);
    const first = (await repo.find('failed-once'))!;
    await db
      .update(projects)
      .set({ status: 'failed', multicamImportStage: 'error' })
      .where(eq(projects.id, first.projectId));

    await seedDemos(ctx.deps, [definition]);
    const second = (await repo.find('failed-once'))!;
    expect(second.projectId).not.toBe(first.projectId);
    expect(await db.select().from(projects).where(eq(projects.id, first.projectId))).toEqual([]);
  });
});
