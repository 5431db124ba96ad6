import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromptResponse } from '@otto/shared/api/assistant';
import type { EditContext, SaveEditResponse } from '@otto/shared/api/edits';
import { containerSchema, storyDuration, type Segment } from '@otto/shared/container';
import { editLines, keptWords, type EditSources } from '@otto/shared/transcript-edit';
import { nudgeLine, removeWords } from '@otto/shared/transcript-edit.ops';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { readingsProject } from '../test/readings-project.test-support';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: SignedInUser = user) {
  const res = await ctx.app.inject({ method, url, payload, headers: { cookie: who.cookie } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** A finished import of the readings at 23.976 fps. */
const readyProject = () => readingsProject(ctx, user, { name: 'Edit by transcript', rate: { num: 24000, den: 1001 } });

/** The readings as a two-camera podcast: the main audio, speakers taking 12-s turns, camera n showing speaker n. */
async function multicamProject(): Promise<string> {
  const projectId = await readyProject();
  const [main] = await createSourcesRepo(ctx.deps.database.db).listByProject(projectId);
  const turns = Array.from({ length: 8 }, (_, i) => ({ start: i * 12, end: i * 12 + 11.9, speakers: [(i % 2) + 1] }));
  await createImportStateRepo(ctx.deps.database.db).update(projectId, {
    category: 'multicam',
    mainAudioId: main!.id,
    speakerTurns: { by: 'camera_mics', turns, cameraOfSpeaker: { '1': 1, '2': 2 }, wideCamera: null },
  });
  return projectId;
}

async function promptEdit(projectId: string, text: string, parentMessageId?: string) {
  const res = await call('POST', `/api/projects/${projectId}/prompt`, { prompt: text, parentMessageId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const edit = (res.body as unknown as PromptResponse).messages.find((m) => m.type === 'edit_result')!;
  return { id: edit.id, container: containerSchema.parse(edit.data.container) };
}

const editUrl = (projectId: string, messageId: string) => `/api/projects/${projectId}/messages/${messageId}/edit`;
const sourcesOf = (context: EditContext): EditSources =>
  Object.fromEntries(context.sources.map((s) => [s.sourceId, s]));

describe('PATCH /api/projects/:id/messages/:messageId/edit', () => {
  it('stores each change as a new version, refuses stale versions and bad cuts, and reverts to the AI version', async () => {
    const projectId = await readyProject();
    const edit = await promptEdit(projectId, 'Make me a 30-second social clip');
    const ai = edit.container.stories[0]!;
    const url = editUrl(projectId, edit.id);

    const read = await call('GET', url);
    expect(read.status).toBe(200);
    const context = read.body as unknown as EditContext;
    expect(context).toMatchObject({ version: 0, versions: [{ version: 0, source: 'ai' }] });
    const sources = sourcesOf(context);
    expect(context.sources[0]!.sentences.length).toBeGreaterThan(3);

    // Delete the first sentence the edit plays.
    const first = editLines(sources, ai.segments).find((l) => l.kept)!;
    const cut = removeWords(
      sources,
      ai.segments,
      first.words.map((w) => ({ sourceId: first.sourceId, word: w.index })),
    );
    const saved = await call('PATCH', url, { baseVersion: 0, storyIndex: 0, segments: cut });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const v1 = saved.body as unknown as SaveEditResponse;
    expect(v1.version).toBe(1);
    const c1 = containerSchema.parse(v1.message.data.container);
    expect(c1.id).not.toBe(edit.container.id);
    expect(v1.message.data).toMatchObject({ containerId: c1.id, editVersion: 1 });
    expect(c1.stories[0]!.segments.map((s) => [s.start, s.end])).toEqual(cut.map((s) => [s.start, s.end]));
    expect(storyDuration(c1.stories[0]!)).toBeLessThan(storyDuration(ai));
    const project = await call('GET', `/api/projects/${projectId}`);
    expect((project.body.project as { mostRecentContainerId: string }).mostRecentContainerId).toBe(c1.id);

    // A second tab still on version 0 is told to reload.
    const stale = await call('PATCH', url, { baseVersion: 0, storyIndex: 0, segments: ai.segments });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('edit_version_conflict');

    // Cuts inside a word, off the frame grid, or overlapping are refused.
    const word = context.sources[0]!.words.find((w) => w.start > cut[0]!.start && w.end < cut[0]!.end)!;
    const inside: Segment = { ...cut[0]!, end: (word.start + word.end) / 2 };
    const bad = await call('PATCH', url, { baseVersion: 1, storyIndex: 0, segments: [inside] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_segments');
    const overlap = await call('PATCH', url, { baseVersion: 1, storyIndex: 0, segments: [cut[0], cut[0]] });
    expect(overlap.status).toBe(400);
    expect(String(overlap.body.message)).toMatch(/overlaps/);

    // Reordering keeps the words' timings.
    const keys = editLines(sources, cut).filter((l) => l.kept);
    const moved = nudgeLine(sources, cut, keys[1]!.key, -1);
    const v2 = await call('PATCH', url, { baseVersion: 1, storyIndex: 0, segments: moved });
    expect(v2.status, JSON.stringify(v2.body)).toBe(200);

    const reverted = await call('PATCH', url, { baseVersion: 2, revert: 'ai' });
    expect(reverted.status).toBe(200);
    const c3 = containerSchema.parse((reverted.body as unknown as SaveEditResponse).message.data.container);
    expect(c3.stories[0]!.segments).toEqual(ai.segments);
    const history = (await call('GET', url)).body as unknown as EditContext;
    expect(history.version).toBe(3);
    expect(history.versions.map((v) => [v.version, v.source])).toEqual([
      [0, 'ai'],
      [1, 'user'],
      [2, 'user'],
      [3, 'ai'],
    ]);
  });

  it('a multicam edit switches cameras, and switches again over the edited transcript', async () => {
    const projectId = await multicamProject();
    const edit = await promptEdit(projectId, 'Make me a 30-second social clip');
    const story = edit.container.stories[0]!;
    const blocksOf = (s: typeof story) => s.textBlocks!.flatMap((b) => b.camBlocks);
    expect(story.textBlocks).toHaveLength(story.segments.length);
    expect(new Set(blocksOf(story).map((b) => b.camera))).toEqual(new Set([1, 2]));
    story.textBlocks!.forEach((block, i) => {
      expect(block.camBlocks[0]!.start).toBeCloseTo(story.segments[i]!.start, 3);
      expect(block.camBlocks.at(-1)!.end).toBeCloseTo(story.segments[i]!.end, 3);
    });

    const url = editUrl(projectId, edit.id);
    const sources = sourcesOf((await call('GET', url)).body as unknown as EditContext);
    const first = editLines(sources, story.segments).find((l) => l.kept)!;
    const cut = removeWords(
      sources,
      story.segments,
      first.words.map((w) => ({ sourceId: first.sourceId, word: w.index })),
    );
    const saved = await call('PATCH', url, { baseVersion: 0, storyIndex: 0, segments: cut });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const edited = containerSchema.parse((saved.body as unknown as SaveEditResponse).message.data.container)
      .stories[0]!;
    expect(edited.textBlocks).toHaveLength(edited.segments.length);
    // Each block's cameras cover exactly its segment.
    edited.textBlocks!.forEach((block, i) => {
      const shown = block.camBlocks.reduce((sum, b) => sum + b.end - b.start, 0);
      expect(shown).toBeCloseTo(edited.segments[i]!.end - edited.segments[i]!.start, 2);
    });
  });

  it('a follow-up prompt works on the edited version', async () => {
    const projectId = await readyProject();
    const edit = await promptEdit(projectId, 'Make me a 45-second social clip');
    const url = editUrl(projectId, edit.id);
    const sources = sourcesOf((await call('GET', url)).body as unknown as EditContext);
    const segments = edit.container.stories[0]!.segments;
    const dropped = editLines(sources, segments).find((l) => l.kept)!;
    const refs = dropped.words.map((w) => ({ sourceId: dropped.sourceId, word: w.index }));
    const saved = await call('PATCH', url, {
      baseVersion: 0,
      storyIndex: 0,
      segments: removeWords(sources, segments, refs),
    });
    expect(saved.status).toBe(200);

    const shorter = await promptEdit(projectId, 'Make it shorter', edit.id);
    const kept = keptWords(sources, shorter.container.stories[0]!.segments).get(dropped.sourceId)!;
    for (const r of refs) expect(kept.has(r.word), `word ${r.word} came back`).toBe(false);
  });

  it('is not found for another user, and for messages that are not edits', async () => {
    const projectId = await readyProject();
    const edit = await promptEdit(projectId, 'Make me a 30-second social clip');
    const other = await signUpUser(ctx.app);
    const url = editUrl(projectId, edit.id);
    expect((await call('GET', url, undefined, other)).status).toBe(404);
    expect((await call('PATCH', url, { baseVersion: 0, revert: 'ai' }, other)).status).toBe(404);
    const messages = await call('GET', `/api/projects/${projectId}/messages`);
    const userMessage = (messages.body.messages as { id: string; type: string }[]).find(
      (m) => m.type === 'user_message',
    )!;
    expect((await call('GET', editUrl(projectId, userMessage.id))).status).toBe(404);
  });
});
