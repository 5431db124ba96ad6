import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { listFiles } from '../storage/local-files';
import { buckets, exportKey, mediaKeys, sourceOriginalKey } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie: owner.cookie }, payload });

/** A project with one source and every kind of object Otto writes for it. */
async function projectWithObjects() {
  const project = await call('POST', '/projects', { mode: 'standard' });
  const projectId = (project.json() as { project: { id: string } }).project.id;
  const source = await call('POST', `/projects/${projectId}/sources`, {
    filename: 'Take 1.mov',
    filesize: 3,
    type: 'video',
  });
  const sourceId = (source.json() as { source: { id: string } }).source.id;
  const locations = [
    sourceOriginalKey(projectId, sourceId, 'Take 1.mov'),
    mediaKeys.proxy(projectId, sourceId),
    mediaKeys.audio(projectId, sourceId),
    mediaKeys.waveform(projectId, sourceId),
    mediaKeys.thumbnail(projectId, sourceId),
    mediaKeys.thumbnailFrame(projectId, sourceId, 3),
    exportKey(projectId, randomUUID(), 'Take 1.xml'),
    exportKey(projectId, randomUUID(), 'Take 1.mp4'),
  ];
  for (const { bucket, key } of locations) await ctx.deps.storage.put(bucket, key, Buffer.from('x'));
  return { projectId, sourceId };
}

/** Every object on disk, as `bucket/key`: the local driver's whole data folder, walked. */
async function objectsOnDisk(): Promise<string[]> {
  const all = await Promise.all(
    buckets.map(async (bucket) =>
      (await listFiles(`${ctx.deps.config.objectsDir}/${bucket}`)).map((key) => `${bucket}/${key}`),
    ),
  );
  return all.flat();
}

it('DELETE /api/projects/:id leaves no object of the project in any bucket, exports included', async () => {
  const doomed = await projectWithObjects();
  const kept = await projectWithObjects();
  expect((await objectsOnDisk()).filter((path) => path.includes(`/${doomed.projectId}/`))).toHaveLength(8);

  const res = await call('DELETE', `/projects/${doomed.projectId}`);
  expect(res.statusCode).toBe(204);

  const left = await objectsOnDisk();
  expect(left.filter((path) => path.includes(doomed.projectId))).toEqual([]);
  expect(left.filter((path) => path.includes(`/${kept.projectId}/`))).toHaveLength(8);
});

it('deleting a source removes its original and derived media, and leaves the project’s exports', async () => {
  const { projectId, sourceId } = await projectWithObjects();
  const res = await call('DELETE', `/projects/${projectId}/sources/${sourceId}`);
  expect(res.statusCode).toBe(204);
  const left = (await objectsOnDisk()).filter((path) => path.includes(`/${projectId}/`));
  expect(left.filter((path) => path.includes(sourceId))).toEqual([]);
  expect(left.map((path) => path.split('/')[0])).toEqual(['exports', 'exports']);
});
