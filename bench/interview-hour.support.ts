/**
 * What the API load benchmarks share: a project per user holding an hour of interview transcript,
 * its import finished, as the prompt routes see a real project.
 */
import type { Word } from '@otto/shared/transcript';
import { timedInterview } from '../apps/server/src/analyse/interview.test-support';
import type { SignedInUser } from '../apps/server/src/auth/auth.test-helpers';
import { createImportStateRepo } from '../apps/server/src/ingest/import-state.repo';
import { createSourcesRepo } from '../apps/server/src/sources/sources.repo';
import type { TestContext } from '../apps/server/src/test/test-app';
import { createTranscriptsRepo } from '../apps/server/src/transcripts/transcripts.repo';

/** An hour of interview speech: the test interview repeated with shifted times. */
export function hourOfWords(): Word[] {
  const once = timedInterview().words;
  const length = once.at(-1)!.end + 2;
  const words: Word[] = [];
  for (let offset = 0; offset < 3600; offset += length) {
    for (const w of once) words.push({ ...w, start: w.start + offset, end: w.end + offset });
  }
  return words;
}

/** A standard project of `user` named `name` whose one source is `words` (25 fps), its import done. */
export async function interviewProject(
  ctx: TestContext,
  user: SignedInUser,
  name: string,
  words: Word[],
): Promise<string> {
  const db = ctx.deps.database.db;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie: user.cookie },
    payload: { mode: 'standard', name },
  });
  const projectId = (created.json() as { project: { id: string } }).project.id;
  const source = await createSourcesRepo(db).create({
    projectId,
    filename: 'interview.mov',
    type: 'video',
    state: 'completed',
    durationMs: Math.round(words.at(-1)!.end * 1000),
    mediaInfo: { durationSec: words.at(-1)!.end, video: { rate: { num: 25, den: 1 } } } as never,
  });
  await createTranscriptsRepo(db).save({
    sourceId: source.id,
    language: 'en',
    engine: 'bench',
    words,
    confidence: 0.9,
  });
  await createImportStateRepo(db).update(projectId, { status: 'success', multicamImportStage: 'done' });
  return projectId;
}
