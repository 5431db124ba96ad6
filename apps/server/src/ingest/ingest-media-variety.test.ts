import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { labelForSourceError } from '@otto/shared/errors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startWorkers } from '../app/workers';
import type { JobHandler } from '../jobs/job-definition';
import { ingestSourceJob } from './ingest.jobs';
import type { IngestSourcePayload } from './ingest.schemas';
import { createTestRunner } from '../media/media.test-support';
import { createSourcesRepo } from '../sources/sources.repo';
import { mediaKeys } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';
import { ingestSourceHandler } from './ingest.handler';
import { makeVarietyClip, varietyClips, type VarietyClip } from '../media/media-variety.test-support';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const runner = createTestRunner();
let ctx: TestContext;
let user: SignedInUser;
let clipsDir: string;
let ingest: JobHandler<IngestSourcePayload>;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  user = await signUpUser(ctx.app, { email: 'variety@example.com' });
  clipsDir = await mkdtemp(join(tmpdir(), 'otto-variety-'));
  ingest = ingestSourceHandler(ctx.deps);
});
afterAll(async () => {
  await ctx?.close();
  await rm(clipsDir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : ({} as Json) };
};

/** Creates a project and a source, and puts the file where the browser's upload would. */
async function uploaded(path: string) {
  const project = (await call('POST', '/api/projects', { mode: 'standard' })).body.project;
  const bytes = await readFile(path);
  const filename = basename(path);
  const created = await call('POST', `/api/projects/${project.id}/sources`, {
    filename,
    filesize: bytes.length,
    type: 'video',
  });
  await ctx.deps.storage.put('ingest', created.body.file_key, bytes);
  return {
    projectId: project.id as string,
    sourceId: created.body.source.id as string,
    fileKey: created.body.file_key,
  };
}

const sourceOf = async (projectId: string) =>
  ((await call('GET', `/api/projects/${projectId}/sources`)).body as unknown as Json[])[0]!;

/** 'completed', or the label the source row shows for its error. */
const outcomeOf = (source: Json): string =>
  source.state === 'completed' ? 'completed' : `${String(source.state)}: ${labelForSourceError(source.errorCode, {})}`;

const serverAnswers = async () => (await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode;

const noSpeech = 'error: No speech detected';
/** What each clip ends in: those with speech import, those with a tone stop at transcription. */
const expected: Record<string, string> = {
  'one-keyframe.mp4': 'completed',
  'one-frame.mp4': 'completed',
  'half-second.mp4': noSpeech,
  'vfr.mp4': noSpeech,
  'rotated.mp4': noSpeech,
  'odd-size.mp4': 'completed',
  'ten-bit.mp4': noSpeech,
  'surround.mp4': noSpeech,
  'telephone.mp4': noSpeech,
  'clip.mkv': noSpeech,
  'clip.webm': noSpeech,
  'clip.mov': noSpeech,
};

/** Whether the media half stored this derived file (it runs in full before transcription). */
const stored = async (key: { bucket: string; key: string }) =>
  (await ctx.deps.storage.head(key.bucket, key.key)) !== null;

describe('media variety: every clip imports or ends in its catalogue error, and Otto keeps answering', () => {
  test.each(varietyClips)('$name', async (clip: VarietyClip) => {
    const path = await makeVarietyClip(runner, clipsDir, clip);
    const { projectId, sourceId } = await uploaded(path);
    // Attempt 1: an unexpected error would be rethrown for the queue to retry, and fail this test.
    await expect(
      ingest({ id: randomUUID(), data: { projectId, sourceId }, attempt: 1, lastAttempt: false }),
    ).resolves.toEqual({
      status: 'done',
    });
    expect(outcomeOf(await sourceOf(projectId))).toBe(expected[clip.file]);
    expect(await stored(mediaKeys.audio(projectId, sourceId))).toBe(true);
    expect(await stored(mediaKeys.waveform(projectId, sourceId))).toBe(true);
    // The strip falls back to decoded frames where keyframes are too few, down to a single frame.
    expect(await stored(mediaKeys.thumbnail(projectId, sourceId))).toBe(true);
    // A portrait phone video is known as one, so the proxy and exports turn it upright.
    if (clip.displayRotation) {
      const row = await createSourcesRepo(ctx.deps.database.db).get(sourceId);
      expect([90, 270]).toContain((row?.mediaInfo as Json | null)?.video?.rotation);
    }
    expect(await serverAnswers()).toBe(200);
  });
});

test('a clip with one keyframe imports through the queue with its thumbnail strip, and the server keeps answering', async () => {
  // The reported crash: the keyframes-only strip of this clip is never written, and the upload
  // of the missing file used to end the whole process about 2 s into the ingest.
  const clip = varietyClips.find((c) => c.file === 'one-keyframe.mp4')!;
  const { projectId, sourceId, fileKey } = await uploaded(await makeVarietyClip(runner, clipsDir, clip));
  await call('POST', '/api/projects/start', {
    project_id: projectId,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
  });
  await startWorkers(ctx.deps);
  const started = await call('POST', '/api/projects/file-ingest', {
    project_id: projectId,
    file_id: sourceId,
    file_uri: `s3://ingest/${fileKey}`,
    filename: clip.file,
    media_type: 'video',
  });
  expect(started.status).toBe(200);
  const jobId = started.body.job_id as string;
  await expect
    .poll(async () => (await ctx.deps.queue.get(ingestSourceJob, jobId))?.state, { timeout: 60_000, interval: 250 })
    .toBe('completed');
  const source = await sourceOf(projectId);
  expect(source).toMatchObject({ state: 'completed', thumbnailsUri: expect.stringMatching(/^s3:\/\//) });
  expect(await serverAnswers()).toBe(200);
}, 300_000);
