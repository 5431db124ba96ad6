import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { multipartUploads } from '../db/schema';
import { StorageError } from '../storage/storage.errors';
import { createTestApp, type TestContext } from '../test/test-app';
import { removeAbandonedUploads, startAbandonedUploadsCleanup } from './abandoned-uploads';

let ctx: TestContext;
let owner: SignedInUser;
const logger = pino({ level: 'silent' });
const now = new Date('2030-01-02T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: owner.cookie }, payload });

/** An upload initiated through the API, its row dated `createdAt`. */
async function upload(createdAt: Date, opts: { completed?: boolean } = {}) {
  const project = await post('/projects', { mode: 'standard' });
  const projectId = (project.json() as { project: { id: string } }).project.id;
  const source = await post(`/projects/${projectId}/sources`, { filename: 'a.mov', filesize: 10, type: 'video' });
  const { file_key } = source.json() as { file_key: string };
  const started = await post('/uploads/initiate-multipart-upload', {
    bucket: 'ingest',
    file_key,
    num_parts: 1,
    content_type: 'video/quicktime',
  });
  const { upload_id } = started.json() as { upload_id: string };
  await ctx.deps.database.db
    .update(multipartUploads)
    .set({ createdAt, completedAt: opts.completed ? createdAt : null })
    .where(eq(multipartUploads.uploadId, upload_id));
  return upload_id;
}

const partsDir = (uploadId: string) => join(ctx.deps.config.objectsDir, '.multipart', uploadId);
const rowOf = async (uploadId: string) =>
  (await ctx.deps.database.db.select().from(multipartUploads).where(eq(multipartUploads.uploadId, uploadId)))[0];

it('aborts unfinished uploads older than 24 h and deletes their rows; leaves newer and finished ones', async () => {
  const abandoned = await upload(hoursAgo(25));
  const recent = await upload(hoursAgo(23));
  const finished = await upload(hoursAgo(48), { completed: true });
  expect(existsSync(partsDir(abandoned))).toBe(true);

  const removed = await removeAbandonedUploads({
    db: ctx.deps.database.db,
    storage: ctx.deps.storage,
    clock: { now: () => now },
    logger,
  });

  expect(removed).toBe(1);
  expect(existsSync(partsDir(abandoned))).toBe(false);
  expect(await rowOf(abandoned)).toBeUndefined();
  expect(existsSync(partsDir(recent))).toBe(true);
  expect(await rowOf(recent)).toBeDefined();
  expect(await rowOf(finished)).toBeDefined();
});

it('drops the row of an upload storage no longer knows, and keeps one whose abort failed for a retry', async () => {
  const gone = await upload(hoursAgo(30));
  const failing = await upload(hoursAgo(30));
  const aborted: string[] = [];
  const removed = await removeAbandonedUploads({
    db: ctx.deps.database.db,
    storage: {
      abortMultipartUpload: async (_bucket, _key, uploadId) => {
        aborted.push(uploadId);
        if (uploadId === gone) throw new StorageError('NoSuchUpload', 'gone');
        if (uploadId === failing) throw new Error('storage unreachable');
      },
    },
    clock: { now: () => now },
    logger,
  });
  expect(aborted).toEqual(expect.arrayContaining([gone, failing]));
  expect(removed).toBeGreaterThanOrEqual(1);
  expect(await rowOf(gone)).toBeUndefined();
  expect(await rowOf(failing)).toBeDefined();
});

it('runs at worker start, then on its interval until stopped', async () => {
  const abandoned = await upload(hoursAgo(26));
  const stop = startAbandonedUploadsCleanup({
    db: ctx.deps.database.db,
    storage: ctx.deps.storage,
    clock: { now: () => now },
    logger,
  });
  try {
    await expect.poll(() => rowOf(abandoned)).toBeUndefined();
    expect(existsSync(partsDir(abandoned))).toBe(false);
  } finally {
    stop();
  }
});
