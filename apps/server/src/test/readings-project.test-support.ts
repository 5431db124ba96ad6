import type { Rate } from '@otto/timeline';
import { readingsWords } from '../analyse/analyse.test-support';
import type { SignedInUser } from '../auth/auth.test-helpers';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import type { TestContext } from './test-app';

/** A standard project whose import finished, with the readings (real sentences, 90 s) as its one transcript. */
export async function readingsProject(
  ctx: TestContext,
  user: SignedInUser,
  opts: { name: string; rate: Rate },
): Promise<string> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects',
    payload: { mode: 'standard', name: opts.name },
    headers: { cookie: user.cookie },
  });
  const projectId = created.json<{ project: { id: string } }>().project.id;
  const source = await createSourcesRepo(ctx.deps.database.db).create({
    projectId,
    filename: 'readings.mov',
    state: 'completed',
    durationMs: 90_000,
    mediaInfo: { video: { rate: opts.rate } },
  });
  await createTranscriptsRepo(ctx.deps.database.db).save({
    sourceId: source.id,
    language: 'en',
    engine: 'pocketsphinx',
    words: await readingsWords(),
    confidence: 0.8,
  });
  await createImportStateRepo(ctx.deps.database.db).update(projectId, {
    status: 'success',
    multicamImportStage: 'done',
  });
  return projectId;
}
