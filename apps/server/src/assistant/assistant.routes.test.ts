import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botText } from '@otto/shared/constants';
import { containerSchema, type Container } from '@otto/shared/container';
import type { PromptResponse } from '@otto/shared/api/assistant';
import type { JobEvent } from '@otto/shared/jobs';
import { exampleDuration, exampleVideo, pocketsphinxWords, readingsWords } from '../analyse/analyse.test-support';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { finishImportIfDone } from '../ingest/import-completion';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTestApp, type TestContext } from '../test/test-app';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { startChatServer } from './llm.test-server';

let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  who: SignedInUser | null = user,
  c = ctx,
) {
  const res = await c.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** A project whose import finished: the example video (real pocketsphinx words) and the readings. */
async function readyProject(mode = 'standard', status = 'success', c = ctx, who = user): Promise<string> {
  const created = await call('POST', '/api/projects', { mode, name: 'Assistant test' }, who, c);
  const projectId = (created.body.project as { id: string }).id;
  const sources = createSourcesRepo(c.deps.database.db);
  const transcripts = createTranscriptsRepo(c.deps.database.db);
  const files = [
    {
      filename: 'example.mp4',
      words: await pocketsphinxWords(exampleVideo),
      durationMs: Math.round(exampleDuration * 1000),
      rate: { num: 30, den: 1 },
    },
    { filename: 'readings.mov', words: await readingsWords(), durationMs: 90_000, rate: { num: 24000, den: 1001 } },
  ];
  for (const f of files) {
    const source = await sources.create({
      projectId,
      filename: f.filename,
      state: 'completed',
      durationMs: f.durationMs,
      mediaInfo: { video: { rate: f.rate } },
    });
    await transcripts.save({
      sourceId: source.id,
      language: 'en',
      engine: 'pocketsphinx',
      words: f.words,
      confidence: 0.8,
    });
  }
  await createImportStateRepo(c.deps.database.db).update(projectId, {
    status: status as 'success',
    multicamImportStage: status === 'success' ? 'done' : 'processing_files',
  });
  return projectId;
}

const prompt = async (projectId: string, text: string, parentMessageId?: string) => {
  const res = await call('POST', `/api/projects/${projectId}/prompt`, { prompt: text, parentMessageId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as PromptResponse;
};
const editOf = (r: PromptResponse) => r.messages.find((m) => m.type === 'edit_result');
const textOf = (r: PromptResponse) => r.messages.find((m) => m.type === 'bot_message')?.data.text as string | undefined;

describe('POST /api/projects/:id/prompt', () => {
  it('answers every prompt kind: edits as edit_result with a valid container, questions and copy as bot messages', async () => {
    const projectId = await readyProject();
    const events: JobEvent[] = [];
    const stop = ctx.deps.events.subscribe({ projectId }, (e) => events.push(e));

    const first = await prompt(projectId, 'Cut me a video on topic 1');
    expect(first.messages[0]).toMatchObject({ type: 'user_message', data: { prompt: 'Cut me a video on topic 1' } });
    const edit = editOf(first)!;
    expect(edit.parentMessageId).toBe(first.messages[0]!.id);
    const container = containerSchema.parse(edit.data.container);
    expect(edit.data).toMatchObject({ prompt: 'Cut me a video on topic 1', containerId: container.id, storyIndex: 0 });
    expect(container.projectId).toBe(projectId);
    expect(first.project).toMatchObject({
      mostRecentContainerId: container.id,
      activeEditResultMessageId: edit.id,
      numEditResponses: 1,
      lastPromptMessageId: first.messages[0]!.id,
      shouldShowTopicSuggestion: true,
    });
    // The topic chips the flag raises name the project's topics.
    expect(first.project.promptSuggestions[0]).toMatch(/^Can we explore topic 1 \(.+\)\?$/);

    const explore = await prompt(projectId, 'Explore topics 1 and 2');
    expect(containerSchema.parse(editOf(explore)!.data.container).stories).toHaveLength(2);
    expect(explore.project.shouldShowTopicSuggestion).toBe(false);
    expect(explore.project.numEditResponses).toBe(2);

    const social = await prompt(projectId, 'Make me a 45-second social clip');
    const socialStory = containerSchema.parse(editOf(social)!.data.container).stories[0]!;
    const length = socialStory.segments.reduce((s, x) => s + x.end - x.start, 0);
    expect(length).toBeGreaterThanOrEqual(40.5);
    expect(length).toBeLessThanOrEqual(49.5);
    // A subject the footage never touches: no edit, and the topics it has become the suggestions.
    const missing = await prompt(projectId, 'Make me a 45-second social clip about hiring');
    expect(editOf(missing)).toBeUndefined();
    expect(textOf(missing)).toMatch(/searched the transcript for “hiring”/);
    expect(missing.project.promptSuggestions.length).toBeGreaterThan(0);
    expect(missing.project.promptSuggestions[0]).toMatch(/^Make a 45-second social clip about /);

    const rough = await prompt(projectId, 'Rough cut of 1 minute');
    expect(editOf(rough)).toBeUndefined();
    expect(rough.messages[1]!.data.storyCard).toBeDefined();

    const about = await prompt(projectId, 'What is this about?');
    expect(editOf(about)).toBeUndefined();
    expect(textOf(about)).toMatch(/covers \d topics/);
    expect(textOf(await prompt(projectId, 'How long is it?'))).toMatch(/2:1[23] in total/);
    expect(textOf(await prompt(projectId, 'Who speaks?'))).toMatch(/doesn't label speakers/);
    expect(textOf(await prompt(projectId, 'Where do they mention banana?'))).toMatch(/0:(39|40) in example\.mp4/);
    expect(textOf(await prompt(projectId, 'Create a title/description for Instagram'))).toMatch(
      /Description for Instagram/,
    );
    expect(textOf(await prompt(projectId, 'Create a complementary blog post'))).toMatch(/^# /);
    expect(textOf(await prompt(projectId, 'Create SEO-friendly titles'))).toMatch(/1\. /);
    expect(textOf(await prompt(projectId, 'Create punchy description for YouTube'))).toMatch(/Chapters:\n0:00 /);

    await expect.poll(() => events.filter((e) => e.kind === 'message').length).toBeGreaterThanOrEqual(5);
    stop();
  });

  it('derives follow-ups from the edit replied to, else the newest, keeping every version in the chat', async () => {
    const projectId = await readyProject('social_media');
    const clip = await prompt(projectId, 'Make me a clip');
    expect(clip.project.shouldShowSocialMediaSuggestion).toBe(true);
    const clipEdit = editOf(clip)!;
    const c1 = clipEdit.data.container as Container;
    const title = c1.stories[0]!.title;
    const shorter = await prompt(projectId, 'Make it shorter', clipEdit.id);
    // The reply is stored as the spec's reply_message, pointing at the edit ('Jump to edit').
    expect(shorter.messages[0]).toMatchObject({
      type: 'reply_message',
      data: { text: 'Make it shorter' },
      parentMessageId: clipEdit.id,
    });
    expect(textOf(shorter)).toContain(`I made “${title}” shorter: from `);
    const c2 = editOf(shorter)!.data.container as Container;
    const hook = await prompt(projectId, 'Add a hook');
    const c3 = editOf(hook)?.data.container as Container | undefined;
    expect(textOf(hook)).toMatch(/opens with its strongest line/);
    expect(new Set([c1.id, c2.id, c3?.id ?? c2.id]).size).toBeGreaterThanOrEqual(2);
    // A reply to the older clip changes that clip, not the newest edit.
    const longer = await prompt(projectId, 'Make it longer', clipEdit.id);
    const c4 = editOf(longer)!.data.container as Container;
    const length = (c: Container) => c.stories[0]!.segments.reduce((sum, x) => sum + x.end - x.start, 0);
    expect(length(c4)).toBeGreaterThan(length(c1));
    expect(textOf(longer)).toContain(`I made “${title}” longer: from `);
    const messages = await call('GET', `/api/projects/${projectId}/messages`);
    expect((messages.body.messages as unknown[]).length).toBeGreaterThanOrEqual(8);
  });

  it('makes each different take from lines no earlier take of the clip uses', async () => {
    const projectId = await readyProject();
    const segmentsOf = (r: PromptResponse) => (editOf(r)!.data.container as Container).stories[0]!.segments;
    const takes = [segmentsOf(await prompt(projectId, 'Make me a 15 second clip'))];
    for (let n = 2; n <= 3; n++) {
      const take = await prompt(projectId, 'Use a different clip');
      expect((editOf(take)!.data.container as Container).stories[0]!.title).toMatch(new RegExp(`\\(take ${n}\\)$`));
      const segments = segmentsOf(take);
      for (const earlier of takes)
        for (const a of segments)
          for (const b of earlier)
            if (a.sourceId === b.sourceId)
              expect(Math.min(a.end, b.end) - Math.max(a.start, b.start)).toBeLessThan(0.25);
      takes.push(segments);
    }
  });

  it('posts no duplicate edit when a follow-up changes nothing, and says so', async () => {
    const projectId = await readyProject();
    const edit = editOf(await prompt(projectId, 'Make me a 30 second clip'))!;
    let target = edit.id;
    const first = await prompt(projectId, 'Remove the ums and long pauses', target);
    if (editOf(first)) target = editOf(first)!.id;
    const again = await prompt(projectId, 'Remove the ums and long pauses', target);
    expect(editOf(again)).toBeUndefined();
    expect(textOf(again)).toMatch(/no filler words or pauses of 0.5 s or more to remove, so I left it as it is/);
    expect(again.project.activeEditResultMessageId).toBe(target);
  });

  it('refuses a reply to a message of another project, to a non-edit, or to no message', async () => {
    const projectId = await readyProject();
    const other = await readyProject();
    const otherEdit = editOf(await prompt(other, 'Make me a 30 second clip'))!;
    const question = await prompt(projectId, 'How long is it?');
    const send = (parentMessageId: string) =>
      call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'Make it shorter', parentMessageId });
    expect((await send(otherEdit.id)).status).toBe(404);
    expect((await send(question.messages[1]!.id)).status).toBe(400);
    expect((await send('not-a-uuid')).status).toBe(400);
    expect((await send('99999999-9999-4999-8999-999999999999')).status).toBe(404);
    // Nothing was stored for the refused replies.
    const messages = await call('GET', `/api/projects/${projectId}/messages`);
    expect((messages.body.messages as { type: string }[]).some((m) => m.type === 'reply_message')).toBe(false);
  });

  it('outlines a rough cut first and cuts it only on approval, recording both tasks with their times', async () => {
    const projectId = await readyProject('rough_cut');
    const first = await prompt(projectId, 'Rough cut of 1 minute');
    expect(editOf(first)).toBeUndefined();
    const cardMessage = first.messages.find((m) => m.type === 'bot_message')!;
    const card = cardMessage.data.storyCard as { chapters: { title: string }[] };
    expect(textOf(first)).toMatch(/story outline[\s\S]*\n1\. .+ \(\d+:\d\d\)/);
    expect(card.chapters.length).toBeGreaterThan(1);
    expect(first.project.version).toBe(0);
    expect(first.project.aiTasks.map((t) => [t.task_id, t.status])).toEqual([
      ['create_story_card', 'completed'],
      ['create_rough_cut', 'pending'],
    ]);
    expect(Date.parse(first.project.aiTasks[0]!.finished_at!)).toBeGreaterThanOrEqual(
      Date.parse(first.project.aiTasks[0]!.started_at!),
    );

    // Approve with the last chapter first, renamed, and the rest dropped.
    const last = card.chapters.length - 1;
    const url = `/api/projects/${projectId}/messages/${cardMessage.id}/approve-outline`;
    expect((await call('POST', url, { chapters: [] })).status).toBe(400);
    expect((await call('POST', url, { chapters: [{ chapter: 99, title: 'Nope' }] })).status).toBe(400);
    const approved = await call('POST', url, {
      chapters: [
        { chapter: last, title: 'The ending first' },
        { chapter: 0, title: card.chapters[0]!.title },
      ],
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const body = approved.body as unknown as PromptResponse;
    const story = containerSchema.parse(editOf(body)!.data.container).stories[0]!;
    expect(story.chapters!.map((c) => c.title)).toEqual(['The ending first', card.chapters[0]!.title]);
    expect(body.project.version).toBe(1);
    expect(body.project.aiTasks.map((t) => [t.task_id, t.status])).toEqual([
      ['create_story_card', 'completed'],
      ['create_rough_cut', 'completed'],
    ]);
    const cut = body.project.aiTasks[1]!;
    expect(Date.parse(cut.started_at!)).toBeGreaterThanOrEqual(Date.parse(body.project.aiTasks[0]!.finished_at!));
    expect((await call('POST', url, { chapters: [{ chapter: 0, title: 'Again' }] })).status).toBe(409);
    const stranger = await signUpUser(ctx.app);
    expect((await call('POST', url, { chapters: [{ chapter: 0, title: 'Mine' }] }, stranger)).status).toBe(404);
  });

  it('changes an outline waiting for approval from the chat as a new card, then the cut’s chapters as a new edit', async () => {
    const projectId = await readyProject('rough_cut');
    const first = await prompt(projectId, 'Rough cut');
    const card = first.messages.find((m) => m.type === 'bot_message')!.data.storyCard as {
      chapters: { title: string }[];
    };
    const dropped = await prompt(projectId, 'Drop chapter 2');
    expect(editOf(dropped)).toBeUndefined();
    const newCard = dropped.messages.find((m) => m.type === 'bot_message')!;
    const chapters = (newCard.data.storyCard as typeof card).chapters;
    expect(chapters.map((c) => c.title)).toEqual(card.chapters.filter((_, i) => i !== 1).map((c) => c.title));
    expect(textOf(dropped)).toMatch(/^I dropped chapter 2, /);
    expect(dropped.project.aiTasks.map((t) => [t.task_id, t.status])).toEqual([
      ['create_story_card', 'completed'],
      ['create_rough_cut', 'pending'],
    ]);

    const url = `/api/projects/${projectId}/messages/${newCard.id}/approve-outline`;
    const approved = await call('POST', url, { chapters: chapters.map((c, chapter) => ({ chapter, title: c.title })) });
    expect(approved.status).toBe(200);
    // Once cut, a chapter change is made to the cut, as a new edit.
    const renamed = await prompt(projectId, 'Rename chapter 1 to The opening');
    const story = containerSchema.parse(editOf(renamed)!.data.container).stories[0]!;
    expect(story.chapters!.map((c) => c.title)).toEqual(['The opening', ...chapters.slice(1).map((c) => c.title)]);
  });

  it('refuses blank prompts, prompts while processing, strangers and anonymous callers', async () => {
    const projectId = await readyProject();
    expect((await call('POST', `/api/projects/${projectId}/prompt`, { prompt: '   ' })).status).toBe(400);
    const processing = await readyProject('standard', 'processing');
    const busy = await call('POST', `/api/projects/${processing}/prompt`, { prompt: 'Cut me a video on topic 1' });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ error: 'project_processing' });
    expect((await call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'hi' }, null)).status).toBe(401);
    const stranger = await signUpUser(ctx.app);
    expect((await call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'hi' }, stranger)).status).toBe(404);
  });
});

describe('POST /api/projects/initial-prompt', () => {
  it('saves the prompt while the import processes and runs it when the import completes', async () => {
    const projectId = await readyProject('standard', 'processing');
    const saved = await call('POST', '/api/projects/initial-prompt', {
      project_id: projectId,
      prompt: 'Cut me a video on topic 2',
    });
    expect(saved.status).toBe(200);
    const body = saved.body as unknown as PromptResponse;
    expect(body.messages.map((m) => m.type)).toEqual(['user_message', 'bot_message']);
    expect(body.messages[1]!.data.text).toBe(botText.initialPromptSaved);
    expect(body.project.initialPrompt).toBe('Cut me a video on topic 2');

    const db = ctx.deps.database.db;
    await finishImportIfDone(
      {
        ...ctx.deps,
        sources: createSourcesRepo(db),
        projects: createImportStateRepo(db),
        messages: createMessagesRepo(db),
      },
      projectId,
    );
    const project = (await call('GET', `/api/projects/${projectId}`)).body.project as PromptResponse['project'];
    expect(project.status).toBe('success');
    expect(project.numEditResponses).toBe(1);
    // The edit raised the topic chips, named after the footage's topics.
    expect(project.promptSuggestions[0]).toMatch(/^Can we explore topic 1 \(.+\)\?$/);
    const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body
      .messages as PromptResponse['messages'];
    const edit = messages.find((m) => m.type === 'edit_result')!;
    expect(edit.parentMessageId).toBe(body.messages[0]!.id);
    expect(edit.data.prompt).toBe('Cut me a video on topic 2');
    // The analysis was stored beside each source's media.
    const sources = await createSourcesRepo(db).listByProject(projectId);
    expect(await ctx.deps.storage.head('media', `${projectId}/${sources[0]!.id}/analysis.json`)).not.toBeNull();
  });
});

describe('rating and story picks', () => {
  it('stores likes, dislikes with feedback, and which story a message shows', async () => {
    const projectId = await readyProject();
    const explore = await prompt(projectId, 'Explore topics 1 and 2');
    const edit = editOf(explore)!;
    const container = edit.data.container as Container;
    const score = (payload: object, who: SignedInUser | null = user) =>
      call(
        'POST',
        '/api/eddie/score',
        { container, user: user.user.email, story_index: 0, message_id: edit.id, ...payload },
        who,
      );
    expect((await score({ score: 'like' })).body).toEqual({ ok: true });
    expect((await score({ score: 'dislike', feedback: 'Too long at the start' })).status).toBe(200);
    expect((await score({ score: 'like' }, null)).status).toBe(401);
    expect((await score({ score: 'like' }, await signUpUser(ctx.app))).status).toBe(404);
    expect((await score({ score: 'dislike', feedback: 'x'.repeat(281) })).status).toBe(400);

    const picked = await call('PATCH', `/api/projects/${projectId}/messages/${edit.id}`, { storyIndex: 1 });
    expect(picked.status).toBe(200);
    expect((await call('PATCH', `/api/projects/${projectId}/messages/${edit.id}`, { storyIndex: 5 })).status).toBe(400);
    const messages = (await call('GET', `/api/projects/${projectId}/messages`)).body
      .messages as PromptResponse['messages'];
    const stored = messages.find((m) => m.id === edit.id)!;
    expect(stored.rate).toBe('dislike');
    expect(stored.data).toMatchObject({ feedback: 'Too long at the start', storyIndex: 1 });
  });
});

describe('llm engine through the API', () => {
  it('uses only real units from the model and answers prompt_failed when the model fails', async () => {
    let fail = false;
    const server = await startChatServer((req) => {
      if (fail) return { status: 503, content: 'overloaded' };
      const ids = (
        req.body.response_format!.json_schema!.schema as {
          properties: { stories: { items: { properties: { unitIds: { items: { enum: string[] } } } } } };
        }
      ).properties.stories.items.properties.unitIds.items.enum;
      return {
        content: JSON.stringify({
          reply: 'Picked two lines.',
          stories: [{ title: 'LLM pick', unitIds: [ids[1], 'u9999'], segments: [{ start: 0.01, end: 500 }] }],
        }),
      };
    });
    const llm = await createTestApp({ ASSISTANT_ENGINE: 'llm', LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'local' });
    try {
      const who = await signUpUser(llm.app);
      const projectId = await readyProject('standard', 'success', llm, who);
      const ok = await call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'Pick a line' }, who, llm);
      expect(ok.status).toBe(200);
      const container = containerSchema.parse(editOf(ok.body as unknown as PromptResponse)!.data.container);
      expect(container.stories[0]!.segments).toHaveLength(1);
      expect(container.stories[0]!.segments[0]!.end).toBeLessThan(20);
      fail = true;
      const failed = await call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'Pick a line' }, who, llm);
      expect(failed.status).toBe(500);
      expect(failed.body.error).toBe('prompt_failed');
      expect(failed.body.message).toMatch(/^Darn\. There was an error/);
    } finally {
      await llm.close();
      await server.close();
    }
  });
});
