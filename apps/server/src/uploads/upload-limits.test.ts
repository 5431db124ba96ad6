import { botText } from '@otto/shared/ui-text';
import { planParts } from '@otto/shared/upload-plan';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { multipartUploads, sources, userSettings } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';

const MiB = 1024 ** 2;
const GiB = 1024 * MiB;
const quota = 3 * GiB;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OTTO_STORAGE_QUOTA_BYTES: String(quota), OTTO_STAFF_EMAILS: 'staff@example.com' });
});
afterAll(() => ctx?.close());

const post = (user: SignedInUser, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });

async function newProject(user: SignedInUser): Promise<string> {
  const res = await post(user, '/api/projects', { mode: 'standard' });
  return (res.json() as { project: { id: string } }).project.id;
}

const addSource = (user: SignedInUser, projectId: string, filesize: number, extra: object = {}) =>
  post(user, `/api/projects/${projectId}/sources`, {
    filename: `clip-${filesize}.mp4`,
    filesize,
    type: 'video',
    ...extra,
  });

async function newSource(user: SignedInUser, filesize: number, projectId?: string) {
  const project = projectId ?? (await newProject(user));
  const res = await addSource(user, project, filesize);
  expect(res.statusCode, res.body).toBe(201);
  return { projectId: project, ...(res.json() as { source: { id: string }; file_key: string }) };
}

const initiate = (user: SignedInUser, fileKey: string, numParts: number) =>
  post(user, '/api/uploads/initiate-multipart-upload', {
    bucket: 'ingest',
    file_key: fileKey,
    num_parts: numParts,
    content_type: 'video/mp4',
  });

const uploadsOf = (user: SignedInUser) =>
  ctx.deps.database.db.select().from(multipartUploads).where(eq(multipartUploads.userId, user.user.id));

describe('declared sizes and part counts', () => {
  it('stores the declared size of an upload that is within the limits', async () => {
    const user = await signUpUser(ctx.app);
    const { file_key } = await newSource(user, 12_000_000);
    const res = await initiate(user, file_key, planParts(12_000_000).numParts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parts).toHaveLength(3);
    expect(await uploadsOf(user)).toMatchObject([{ numParts: 3, declaredSize: 12_000_000 }]);
  });

  it('refuses more parts than the declared size needs, and more than 10 000', async () => {
    const user = await signUpUser(ctx.app);
    const { file_key } = await newSource(user, 10_000_000);
    const tooMany = await initiate(user, file_key, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'too_many_parts' });
    expect(tooMany.json().message).toMatch(/at most 2/);
    expect((await initiate(user, file_key, 10_001)).statusCode).toBe(400);
    expect(await uploadsOf(user)).toEqual([]);
  });

  it('refuses a file of 2 GB or more, alone or with the project’s other files', async () => {
    const user = await signUpUser(ctx.app);
    const projectId = await newProject(user);
    // "2 GB" is decimal: 2,000,000,000 bytes, not 2 GiB.
    const alone = await addSource(user, projectId, 2_000_000_000);
    expect(alone.statusCode).toBe(413);
    expect(alone.json()).toEqual({
      error: 'desktop_required',
      message: 'Files of 2 GB or more (one file or all together) must be imported with the Otto desktop app.',
    });
    expect((await addSource(user, projectId, 1_999_999_999)).statusCode).toBe(201);
    expect((await addSource(user, projectId, 1)).json()).toMatchObject({ error: 'desktop_required' });
  });

  it('refuses an upload whose declared size is over 2 GB even when the source row says so already', async () => {
    const user = await signUpUser(ctx.app);
    const { source, file_key } = await newSource(user, 1_000_000);
    // A source saved before these checks (or by hand): the upload itself is checked too.
    await ctx.deps.database.db
      .update(sources)
      .set({ filesize: 2 * GiB })
      .where(eq(sources.id, source.id));
    const res = await initiate(user, file_key, planParts(2 * GiB).numParts);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('desktop_required');
    expect(await uploadsOf(user)).toEqual([]);
  });

  it('ignores a stored unlockLargeFiles for a user who is not staff', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.deps.database.db
      .insert(userSettings)
      .values({ userId: user.user.id, settings: { unlockLargeFiles: true } });
    expect((await addSource(user, await newProject(user), 2.5 * GiB)).statusCode).toBe(413);
  });

  it('lets staff with unlockLargeFiles import a large file', async () => {
    const staff = await signUpUser(ctx.app, { email: 'staff@example.com' });
    const projectId = await newProject(staff);
    expect((await addSource(staff, projectId, 2.5 * GiB)).statusCode).toBe(413);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: staff.cookie },
      payload: { unlockLargeFiles: true },
    });
    expect(patch.statusCode).toBe(200);
    const { file_key } = await newSource(staff, 2.5 * GiB, projectId);
    const res = await initiate(staff, file_key, planParts(2.5 * GiB).numParts);
    expect(res.statusCode, res.body).toBe(200);
    expect(await uploadsOf(staff)).toMatchObject([{ declaredSize: 2.5 * GiB }]);
  });

  it('refuses a file longer than 4 hours with the spec’s message', async () => {
    const user = await signUpUser(ctx.app);
    const res = await addSource(user, await newProject(user), 1000, { durationMs: 4 * 3600 * 1000 + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'max_duration_exceeded', message: botText.maxDurationExceeded });
    expect((await addSource(user, await newProject(user), 1000, { durationMs: 4 * 3600 * 1000 })).statusCode).toBe(201);
  });

  it('refuses to ingest an upload larger than declared', async () => {
    const user = await signUpUser(ctx.app);
    const { projectId, source, file_key } = await newSource(user, 10);
    await ctx.deps.storage.put('ingest', file_key, Buffer.alloc(20));
    const res = await post(user, '/api/projects/file-ingest', {
      project_id: projectId,
      file_id: source.id,
      file_uri: `s3://ingest/${file_key}`,
      filename: 'clip-10.mp4',
      media_type: 'video',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('upload_exceeds_declared_size');
  });
});

describe('storage quota (OTTO_STORAGE_QUOTA_BYTES)', () => {
  it('refuses an upload that would go over it, naming the usage and the quota, until a project is deleted', async () => {
    const user = await signUpUser(ctx.app);
    const a = await newSource(user, 1.5 * GiB);
    expect((await initiate(user, a.file_key, planParts(1.5 * GiB).numParts)).statusCode).toBe(200);
    const b = await newSource(user, 1 * GiB);
    const c = await newSource(user, 1 * GiB);
    expect((await initiate(user, b.file_key, planParts(GiB).numParts)).statusCode).toBe(200);
    // Starting b again (a retry) replaces its earlier upload rather than counting twice.
    expect((await initiate(user, b.file_key, planParts(GiB).numParts)).statusCode).toBe(200);

    const refused = await initiate(user, c.file_key, planParts(GiB).numParts);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: 'storage_quota_exceeded',
      message: 'You have used 2.5 GB of your 3.0 GB storage. Delete a project to free space.',
    });
    // Someone else's files are theirs: their quota is untouched.
    const other = await signUpUser(ctx.app);
    const big = await newSource(other, 1_999_999_999);
    expect((await initiate(other, big.file_key, planParts(1_999_999_999).numParts)).statusCode).toBe(200);
    // Adding a file that cannot fit is refused up front too.
    expect((await addSource(user, await newProject(user), 600 * MiB)).json()).toMatchObject({
      error: 'storage_quota_exceeded',
    });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/projects/${a.projectId}`,
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await initiate(user, c.file_key, planParts(GiB).numParts)).statusCode).toBe(200);
  });
});
