import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../auth/auth.test-helpers';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { createTestApp, type TestContext } from '../test/test-app';
import { createAnalysisService } from './analyse.service';
import { timedInterview } from './interview.test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('analysis service', () => {
  it('answers from its cache until a transcript changes, then analyses the new words', async () => {
    const db = ctx.deps.database.db;
    const owner = await signUpUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { mode: 'standard' },
      headers: { cookie: owner.cookie },
    });
    const projectId = created.json<{ project: { id: string } }>().project.id;
    const words = timedInterview().words;
    const source = await createSourcesRepo(db).create({
      projectId,
      filename: 'interview.mov',
      type: 'video',
      state: 'completed',
      durationMs: Math.round(words.at(-1)!.end * 1000),
    });
    const transcripts = createTranscriptsRepo(db);
    await transcripts.save({ sourceId: source.id, language: 'en', engine: 'test', words, confidence: 0.9 });
    expect(await transcripts.extent(source.id)).toEqual({ wordCount: words.length, lastEnd: words.at(-1)!.end });

    const service = createAnalysisService({ db, storage: ctx.deps.storage, logger: ctx.deps.logger });
    const first = await service.forProject(projectId);
    expect(first.sources[0]!.words).toHaveLength(words.length);
    expect((await service.forProject(projectId)).units).toBe(first.units);

    // A re-transcription that drops the last line: prompts must plan over the new words.
    const shorter = words.slice(0, words.length - 5);
    await transcripts.save({ sourceId: source.id, language: 'en', engine: 'test', words: shorter, confidence: 0.9 });
    const after = await service.forProject(projectId);
    expect(after.units).not.toBe(first.units);
    expect(after.sources[0]!.words).toHaveLength(shorter.length);
  });
});
