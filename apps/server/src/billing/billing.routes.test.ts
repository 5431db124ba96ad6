import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Container } from '@otto/shared/container';
import type { User } from '@otto/shared/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createMediaRunner } from '../media/media.runner';
import { projects, sources } from '../db/schema';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTestApp, type TestContext } from '../test/test-app';
import { ledgerRepo } from './ledger.repo';
import { planCredits } from './plans';

const media = (path: string) => fileURLToPath(new URL(`../../../../../shared/media/${path}`, import.meta.url));

let billed: TestContext;
let selfHosted: TestContext;
let probed: Awaited<ReturnType<ReturnType<typeof createMediaRunner>['probe']>>;

beforeAll(async () => {
  [billed, selfHosted] = await Promise.all([
    createTestApp({ STRIPE_SECRET_KEY: 'sk_test_billing_routes' }),
    createTestApp({ DEFAULT_SUBSCRIPTION_TIER: 'starter' }),
  ]);
  const runner = createMediaRunner({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', logger: billed.deps.logger });
  probed = await runner.probe(media('video/auto-editor_example.mp4'));
  if (!probed.ok) throw new Error('test media unreadable');
}, 60_000);
afterAll(async () => {
  await Promise.all([billed.close(), selfHosted.close()]);
});

/** A project with a probed source and an edit of it in the chat, ready for an SRT export. */
async function srtRequest(ctx: TestContext, owner: SignedInUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie: owner.cookie },
    payload: { mode: 'standard', name: 'Interview' },
  });
  const projectId = (res.json() as { project: { id: string } }).project.id;
  if (!probed.ok) throw new Error('unreachable');
  const source = await createSourcesRepo(ctx.deps.database.db).create({
    projectId,
    filename: 'auto-editor_example.mp4',
    state: 'completed',
    durationMs: Math.round(probed.info.durationSec * 1000),
    mediaInfo: probed.info,
  });
  const container: Container = {
    schemaVersion: 1,
    id: randomUUID(),
    projectId,
    stories: [{ index: 0, title: 'Bit', segments: [{ sourceId: source.id, start: 1, end: 4.5, text: 'First.' }] }],
  };
  const message = await createMessagesRepo(ctx.deps.database.db).add(projectId, 'edit_result', {
    prompt: 'Cut',
    container,
    containerId: container.id,
    storyIndex: 0,
  });
  const payload = { project_id: projectId, layout: 'original', story_indexes: [0], container, message_id: message.id };
  return (headers: Record<string, string> = {}, as: SignedInUser = owner) =>
    ctx.app.inject({ method: 'POST', url: '/api/export/srt', headers: { cookie: as.cookie, ...headers }, payload });
}

const sessionUser = async (ctx: TestContext, owner: SignedInUser) =>
  ((await ctx.app.inject({ url: '/api/auth/session', headers: { cookie: owner.cookie } })).json() as { user: User })
    .user;

describe('billing on (STRIPE_SECRET_KEY set)', () => {
  it('user info shows the plan, the credits left from the ledger and the period end', async () => {
    const owner = await signUpUser(billed.app);
    expect(owner.user.subscriptionTier).toBe('free');
    expect(owner.user.credits_left).toBe(planCredits.free.monthlyCredits);
    const nowSeconds = Date.now() / 1000;
    expect(owner.user.period_end).toBeGreaterThan(nowSeconds + 27 * 86_400);
    expect(owner.user.period_end).toBeLessThan(nowSeconds + 32 * 86_400);
  });

  it('parallel exports never overdraw; the ones past the limit answer 401 export_limit', async () => {
    const owner = await signUpUser(billed.app);
    const exportSrt = await srtRequest(billed, owner);
    const monthly = planCredits.free.monthlyCredits;
    const answers = await Promise.all(Array.from({ length: monthly + 5 }, () => exportSrt()));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(monthly);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.statusCode === 401 && (r.json() as { error: string }).error).toBe('export_limit');
    expect((await sessionUser(billed, owner)).credits_left).toBe(0);
  });

  it('a replayed export request (same Idempotency-Key) spends once', async () => {
    const owner = await signUpUser(billed.app);
    const exportSrt = await srtRequest(billed, owner);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => exportSrt({ 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await sessionUser(billed, owner)).credits_left).toBe(planCredits.free.monthlyCredits - 1);
  });

  it('an export that fails to start gives its credit back', async () => {
    const owner = await signUpUser(billed.app);
    const exportSrt = await srtRequest(billed, owner);
    const stranger = await signUpUser(billed.app);
    const foreign = await exportSrt({}, stranger);
    expect(foreign.statusCode).toBe(404);
    expect((await sessionUser(billed, stranger)).credits_left).toBe(planCredits.free.monthlyCredits);
    const kinds = (await ledgerRepo.history(billed.deps.database.db, stranger.user.id)).map((e) => e.kind);
    expect(kinds).toEqual(['grant', 'spend', 'refund']);
  });
});

describe('processing credits (billing on)', () => {
  let failed: () => Promise<void>;
  /** A project with one added (not yet uploaded) file of the given length, and the import start. */
  async function importOf(owner: SignedInUser, durationMs: number) {
    const inject = (method: 'POST', url: string, payload: object) =>
      billed.app.inject({ method, url, headers: { cookie: owner.cookie }, payload });
    const project = (await inject('POST', '/api/projects', { mode: 'standard', name: 'Talk' })).json() as {
      project: { id: string };
    };
    const id = project.project.id;
    const created = await inject('POST', `/api/projects/${id}/sources`, {
      filename: 'talk.mp4',
      filesize: 1000,
      type: 'video',
      durationMs,
    });
    const fileId = (created.json() as { source: { id: string } }).source.id;
    /** What a failed upload leaves behind, so the import can be started again. */
    failed = async () => {
      await billed.deps.database.db.update(sources).set({ state: 'error' }).where(eq(sources.id, fileId));
      await billed.deps.database.db.update(projects).set({ multicamImportStage: 'error' }).where(eq(projects.id, id));
    };
    return () =>
      inject('POST', '/api/projects/start', {
        project_id: id,
        type: 'standard',
        files: [{ file_id: fileId, media_type: 'video' }],
      });
  }

  it('charges per started minute of source, once per file, however often the import starts', async () => {
    const owner = await signUpUser(billed.app);
    // 2 min 1 s: three started minutes.
    const start = await importOf(owner, 121_000);
    expect((await start()).json()).toMatchObject({ started: true });
    expect((await sessionUser(billed, owner)).credits_left).toBe(planCredits.free.monthlyCredits - 3);
    await failed();
    expect((await start()).json()).toMatchObject({ started: true });
    expect((await sessionUser(billed, owner)).credits_left).toBe(planCredits.free.monthlyCredits - 3);
  });

  it('refuses an import longer than the credits left with out_of_credits and takes nothing', async () => {
    const owner = await signUpUser(billed.app);
    const start = await importOf(owner, (planCredits.free.monthlyCredits * 60 + 1) * 1000);
    const refused = await start();
    expect(refused.statusCode).toBe(402);
    expect((refused.json() as { error: string }).error).toBe('out_of_credits');
    expect((await sessionUser(billed, owner)).credits_left).toBe(planCredits.free.monthlyCredits);
  });
});

describe('billing off (no STRIPE_SECRET_KEY): self-hosting', () => {
  it('puts every account on DEFAULT_SUBSCRIPTION_TIER and never refuses an export for credits', async () => {
    const owner = await signUpUser(selfHosted.app);
    expect(owner.user).toMatchObject({ subscriptionTier: 'starter', credits_left: 0, period_end: null });
    const exportSrt = await srtRequest(selfHosted, owner);
    const answers = await Promise.all(Array.from({ length: planCredits.starter.perExport + 3 }, () => exportSrt()));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await ledgerRepo.history(selfHosted.deps.database.db, owner.user.id)).toEqual([]);
  });
});
