import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobEvent } from '@otto/shared/jobs';
import { labelForSourceError } from '@otto/shared/errors';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import { ingestSourceJob } from './ingest.jobs';
import { makeVarietyClip, varietyClips } from '../media/media-variety.test-support';
import { createTestRunner } from '../media/media.test-support';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTestApp, type TestContext } from '../test/test-app';
import { recoverStaleIngests } from './ingest.recovery';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let user: SignedInUser;
let clipsDir: string;
/** 2.8 s of speech with one keyframe: imports in a few seconds. */
let clip: string;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  user = await signUpUser(ctx.app, { email: 'recovery@example.com' });
  clipsDir = await mkdtemp(join(tmpdir(), 'otto-recovery-'));
  clip = await makeVarietyClip(
    createTestRunner(),
    clipsDir,
    varietyClips.find((c) => c.file === 'one-keyframe.mp4')!,
  );
});
afterAll(async () => {
  await ctx?.close();
  await rm(clipsDir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

/** A source uploaded and handed to ingest, as the browser does it: its job is queued, no worker runs yet. */
async function ingesting() {
  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
  const bytes = await readFile(clip);
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename: 'interview.mp4',
    filesize: bytes.length,
    type: 'video',
  });
  const sourceId = created.body.source.id as string;
  await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
  await call('POST', '/api/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
  });
  const ingest = await call('POST', '/api/projects/file-ingest', {
    project_id: project.id,
    file_id: sourceId,
    file_uri: `s3://ingest/${created.body.file_key}`,
    filename: 'interview.mp4',
    media_type: 'video',
  });
  expect(ingest.status).toBe(200);
  return { projectId: project.id as string, sourceId, jobId: ingest.body.job_id as string };
}

/** What a worker killed mid-job leaves behind: pg-boss still counts the job as running. */
const markActive = (jobId: string) =>
  ctx.deps.database.sql.executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [jobId]);

const sourceOf = async (projectId: string) =>
  ((await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;
const jobState = async (jobId: string) => (await ctx.deps.queue.get(ingestSourceJob, jobId))?.state;

test('on worker start, an ingest whose worker died is failed with Retry, its job cancelled, and the browser told', async () => {
  const { projectId, sourceId, jobId } = await ingesting();
  await markActive(jobId);
  const events: JobEvent[] = [];
  const unsubscribe = ctx.deps.events.subscribe({ projectId }, (e) => events.push(e));

  expect(await recoverStaleIngests(ctx.deps, { activeJobsAreOrphaned: true })).toEqual([sourceId]);

  const source = await sourceOf(projectId);
  expect(source).toMatchObject({ state: 'error', errorType: 'ingest', errorCode: 'processing_error' });
  expect(labelForSourceError(source.errorCode, {})).toBe('Processing error');
  // Cancelled: pg-boss will not run it again when it would have expired, 4 hours on.
  expect(await jobState(jobId)).toBe('cancelled');
  expect((await call('GET', `/api/projects/${projectId}`)).body.project).toMatchObject({
    status: 'failed',
    multicamImportStage: 'error',
  });
  await expect
    .poll(() => events.find((e) => e.kind === 'source' && e.status === 'failed'))
    .toMatchObject({ jobId, results: { sourceId, state: 'error', errorCode: 'processing_error' } });
  unsubscribe();
});

test('a queued job, or a running one when other workers may hold it, is left to finish', async () => {
  const queued = await ingesting();
  const running = await ingesting();
  await markActive(running.jobId);

  expect(await recoverStaleIngests(ctx.deps, { activeJobsAreOrphaned: false })).toEqual([]);
  expect((await sourceOf(queued.projectId)).state).toBe('ingesting');
  expect((await sourceOf(running.projectId)).state).toBe('ingesting');
  expect(await jobState(queued.jobId)).toBe('created');
  expect(await jobState(running.jobId)).toBe('active');

  // Tidied away so the worker started below has nothing of these to run.
  await ctx.deps.queue.cancel(ingestSourceJob, queued.jobId);
  await ctx.deps.queue.cancel(ingestSourceJob, running.jobId);
  await createSourcesRepo(ctx.deps.database.db).update(queued.sourceId, { state: 'error' });
  await createSourcesRepo(ctx.deps.database.db).update(running.sourceId, { state: 'error' });
});

test('a source still ingesting whose job is gone is failed even when other workers may be running', async () => {
  const { projectId, sourceId } = await ingesting();
  await createSourcesRepo(ctx.deps.database.db).update(sourceId, { ingestJobId: randomUUID() });
  expect(await recoverStaleIngests(ctx.deps, { activeJobsAreOrphaned: false })).toEqual([sourceId]);
  expect(await sourceOf(projectId)).toMatchObject({ state: 'error', errorCode: 'processing_error' });
});

test('Retry after a recovered crash imports the file through the queue', async () => {
  const { projectId, sourceId, jobId } = await ingesting();
  await markActive(jobId);
  await recoverStaleIngests(ctx.deps, { activeJobsAreOrphaned: true });
  await startWorkers(ctx.deps);

  const retry = await call('POST', `/api/projects/${projectId}/sources/${sourceId}/retry`, {});
  expect(retry.status).toBe(200);
  expect(retry.body.job_id).not.toBe(jobId);
  await expect.poll(() => jobState(retry.body.job_id as string), { timeout: 60_000, interval: 250 }).toBe('completed');
  expect(await sourceOf(projectId)).toMatchObject({ state: 'completed', errorCode: null, errorType: null });
  expect((await call('GET', `/api/projects/${projectId}`)).body.project.status).toBe('success');
  // The cancelled job of the crashed run stays cancelled: nothing ran it a second time.
  expect(await jobState(jobId)).toBe('cancelled');
}, 300_000);
