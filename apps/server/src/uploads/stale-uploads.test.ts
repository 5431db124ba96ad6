import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { JobEvent } from '@otto/shared/jobs';
import type { Source } from '@otto/shared/source';
import { planParts } from '@otto/shared/upload-plan';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uploadMultipart, type MultipartApi } from '../../../web/src/features/uploads/multipart-upload';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { multipartUploads, projects, sources as sourcesTable } from '../db/schema';
import { settleImport } from '../ingest/import-stage';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTestApp, type TestContext } from '../test/test-app';
import { exampleClipTimes, md5 } from './multipart.test-support';
import { checkStaleUploads } from './stale-uploads';

let ctx: TestContext;
let base: string;
let owner: SignedInUser;
const staleAfterMs = 10 * 60_000;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie: owner.cookie }, payload });

const api: MultipartApi = {
  initiate: async (b) => (await inject('POST', '/uploads/initiate-multipart-upload', b)).json(),
  finish: async (b) => (await inject('POST', '/uploads/finish-multipart-upload', b)).json(),
  resume: async (b) => {
    const res = await inject('POST', '/uploads/resume-multipart-upload', b);
    if (res.statusCode !== 200) throw new Error(`resume: ${res.statusCode} ${res.body}`);
    return res.json();
  },
};
const viaApp: typeof fetch = (input, init) => fetch(`${base}${String(input)}`, init);

/** ~15 MB of real video bytes: three 5 MiB parts. */
const mediumFile = () => exampleClipTimes(5);

/** A project whose import started: one source per size given, all uploading. */
async function startedImport(sizes: number[]) {
  const project = (await inject('POST', '/projects', { mode: 'standard' })).json<{ project: { id: string } }>().project;
  const created = [];
  for (const [i, filesize] of sizes.entries()) {
    const res = await inject('POST', `/projects/${project.id}/sources`, {
      filename: `cam ${i}.mp4`,
      filesize,
      type: 'video',
    });
    created.push(res.json<{ source: Source; file_key: string }>());
  }
  const start = await inject('POST', '/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: created.map((c) => ({ file_id: c.source.id, media_type: 'video' })),
  });
  expect(start.statusCode).toBe(200);
  return { projectId: project.id, sources: created };
}

/** Uploads `partsBefore` parts one at a time, then the browser "dies": the upload stays unfinished. */
async function uploadThenDie(file: Blob, fileKey: string, partsBefore: number): Promise<string> {
  const controller = new AbortController();
  let uploadId = '';
  let done = 0;
  await expect(
    uploadMultipart({
      file,
      fileKey,
      contentType: 'video/mp4',
      api,
      md5,
      concurrency: 1,
      fetch: viaApp,
      signal: controller.signal,
      onStarted: (id) => (uploadId = id),
      onPartDone: () => {
        if (++done === partsBefore) controller.abort();
      },
    }),
  ).rejects.toThrow();
  return uploadId;
}

const sourcesOf = async (projectId: string) => (await inject('GET', `/projects/${projectId}/sources`)).json<Source[]>();
const projectRow = async (projectId: string) =>
  (await ctx.deps.database.db.select().from(projects).where(eq(projects.id, projectId)))[0]!;

/** The sweep as the worker runs it, at `now`. */
const sweep = (now: Date) =>
  checkStaleUploads({
    ...ctx.deps,
    db: ctx.deps.database.db,
    clock: { now: () => now },
    logger,
    staleAfterMs,
    onChange: (projectId) => settleImport(ctx.deps, projectId),
  });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

test('an upload whose parts stopped arriving turns stale; a re-pick makes it live and sends only the missing parts', async () => {
  const file = await mediumFile();
  const { projectId, sources } = await startedImport([file.size]);
  const { source, file_key } = sources[0]!;
  const seen: JobEvent[] = [];
  const unsubscribe = ctx.deps.events.subscribe({ projectId }, (e) => seen.push(e));
  try {
    const uploadId = await uploadThenDie(file, file_key, 2);

    // Storage's part times, not the browser's word: 9 minutes of silence is not yet stale.
    expect(await sweep(minutesFromNow(9))).toEqual([]);
    expect(await sweep(minutesFromNow(10.5))).toEqual([source.id]);
    expect((await sourcesOf(projectId))[0]).toMatchObject({ state: 'uploading', stale: true });
    // Open pages hear it without reloading.
    await expect
      .poll(() => seen.find((e) => e.kind === 'source' && e.results?.stale === true)?.results)
      .toMatchObject({ sourceId: source.id, state: 'uploading', stale: true });
    // Checked again, nothing changes.
    expect(await sweep(minutesFromNow(11))).toEqual([]);

    // Re-pick: a look answers part 1's ETag (the browser's same-file check) and changes nothing...
    const looked = await inject('POST', '/uploads/resume-multipart-upload', {
      upload_id: uploadId,
      bucket: 'ingest',
      file_key,
      check_only: true,
    });
    expect(looked.json()).toMatchObject({ parts: [] });
    expect((await sourcesOf(projectId))[0]!.stale).toBe(true);
    expect(await sweep(minutesFromNow(11))).toEqual([]);
    // ...then taking it up makes the source live again.
    const resumed = await api.resume({ upload_id: uploadId, bucket: 'ingest', file_key });
    expect(resumed.done.map((p) => p.PartNumber)).toEqual([1, 2]);
    expect(resumed.done[0]!.ETag.replace(/"/g, '')).toBe(await md5(file.slice(0, 5 * 1024 * 1024)));
    expect((await sourcesOf(projectId))[0]!.stale).toBe(false);
    await expect.poll(() => seen.some((e) => e.results?.stale === false)).toBe(true);
    // Taking it up again counts as life: the next sweep does not mark it stale at once.
    expect(await sweep(minutesFromNow(5))).toEqual([]);

    const sent: number[] = [];
    const counting: typeof fetch = (input, init) => {
      sent.push(Number(/partNumber=(\d+)/.exec(String(input))?.[1]));
      return viaApp(input, init);
    };
    const result = await uploadMultipart({
      file,
      fileKey: file_key,
      contentType: 'video/mp4',
      api,
      md5,
      fetch: counting,
      resumeUploadId: uploadId,
    });
    expect(result.s3Uri).toBe(`s3://ingest/${file_key}`);
    const numParts = planParts(file.size).parts.length;
    expect(numParts).toBeGreaterThan(2);
    expect(sent.sort()).toEqual(Array.from({ length: numParts - 2 }, (_, i) => i + 3));
    expect((await ctx.deps.storage.head('ingest', file_key))?.size).toBe(file.size);
  } finally {
    unsubscribe();
  }
}, 60_000);

test('a stale upload no longer holds up the import: the other file makes the project ready', async () => {
  const { projectId, sources } = await startedImport([1000, 1000]);
  const [done, stuck] = sources;
  // The first file went through (as its ingest ends it), the second's browser closed after initiating.
  await createSourcesRepo(ctx.deps.database.db).update(done!.source.id, { state: 'completed' });
  await api.initiate({ bucket: 'ingest', file_key: stuck!.file_key, num_parts: 1, content_type: 'video/mp4' });
  expect((await projectRow(projectId)).multicamImportStage).toBe('uploading_files');

  expect(await sweep(minutesFromNow(11))).toContain(stuck!.source.id);
  const project = await projectRow(projectId);
  expect(project).toMatchObject({ status: 'success', multicamImportStage: 'done' });
}, 30_000);

test('a file still queued behind another when its browser died turns stale too; starting its upload makes it live', async () => {
  const { projectId, sources } = await startedImport([1000]);
  const { source, file_key } = sources[0]!;
  expect(await sweep(minutesFromNow(9))).not.toContain(source.id);
  expect(await sweep(minutesFromNow(11))).toContain(source.id);
  expect((await sourcesOf(projectId))[0]).toMatchObject({ state: 'uploading', uploadJobId: null, stale: true });
  // Re-picked: no upload to take up, so a new one starts.
  await api.initiate({ bucket: 'ingest', file_key, num_parts: 1, content_type: 'video/mp4' });
  expect((await sourcesOf(projectId))[0]!.stale).toBe(false);
});

test('a queued file that turned stale stays stale on the next rounds, so its Remove still works', async () => {
  const { projectId, sources } = await startedImport([1000]);
  const { source } = sources[0]!;
  const db = ctx.deps.database.db;
  // Its browser died eleven minutes ago; the worker's rounds come every few seconds from now on.
  await db
    .update(sourcesTable)
    .set({ updatedAt: minutesFromNow(-11) })
    .where(eq(sourcesTable.id, source.id));
  expect(await sweep(new Date())).toContain(source.id);
  for (const seconds of [5, 10, 60]) expect(await sweep(new Date(Date.now() + seconds * 1000))).toEqual([]);
  expect((await sourcesOf(projectId))[0]).toMatchObject({ state: 'uploading', stale: true });
  expect((await inject('DELETE', `/projects/${projectId}/sources/${source.id}`)).statusCode).toBe(204);
});

test('Cancel aborts the upload in storage and ends the source as "Upload cancelled"', async () => {
  const { projectId, sources } = await startedImport([1000]);
  const { source, file_key } = sources[0]!;
  const { upload_id } = await api.initiate({ bucket: 'ingest', file_key, num_parts: 1, content_type: 'video/mp4' });
  const partsDir = join(ctx.deps.config.objectsDir, '.multipart', upload_id);
  expect(existsSync(partsDir)).toBe(true);

  const res = await inject('POST', `/projects/${projectId}/sources/${source.id}/cancel-upload`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    state: 'error',
    errorType: 'upload',
    errorCode: 'upload_cancelled',
    stale: false,
  });
  expect(existsSync(partsDir)).toBe(false);
  const rows = await ctx.deps.database.db
    .select()
    .from(multipartUploads)
    .where(eq(multipartUploads.uploadId, upload_id));
  expect(rows).toEqual([]);
  // A late finish from a browser that came back finds nothing to finish.
  const late = await inject('POST', '/uploads/finish-multipart-upload', {
    upload_id,
    bucket: 'ingest',
    file_key,
    parts: [{ PartNumber: 1, ETag: '"00000000000000000000000000000000"' }],
  });
  expect(late.statusCode).toBe(404);
  // Nothing is uploading any more: cancelling twice is refused.
  expect((await inject('POST', `/projects/${projectId}/sources/${source.id}/cancel-upload`)).statusCode).toBe(409);
});

test('Remove takes a stale upload away with its parts; a live upload cannot be removed', async () => {
  const { projectId, sources } = await startedImport([1000, 1000]);
  const [stale, live] = sources;
  const { upload_id } = await api.initiate({
    bucket: 'ingest',
    file_key: stale!.file_key,
    num_parts: 1,
    content_type: 'video/mp4',
  });
  await sweep(minutesFromNow(11));
  await api.initiate({ bucket: 'ingest', file_key: live!.file_key, num_parts: 1, content_type: 'video/mp4' });

  expect((await inject('DELETE', `/projects/${projectId}/sources/${live!.source.id}`)).statusCode).toBe(409);
  expect((await inject('DELETE', `/projects/${projectId}/sources/${stale!.source.id}`)).statusCode).toBe(204);
  expect((await sourcesOf(projectId)).map((s) => s.id)).toEqual([live!.source.id]);
  expect(existsSync(join(ctx.deps.config.objectsDir, '.multipart', upload_id))).toBe(false);
});
