import { readFile } from 'node:fs/promises';
import { botText } from '@otto/shared/constants';
import type { Source } from '@otto/shared/source';
import { afterAll, beforeAll, expect, test } from 'vitest';
// The real API on a fresh embedded database: the uploader is tested against the protocol it speaks, not a stand-in.
import { signUpUser, type SignedInUser } from '../../../../server/src/auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../../../../server/src/test/test-app';
import { ApiError, createApiClient, type ApiClient } from '../../api/client';
import { md5OnThisThread } from './md5';
import { createSourceUploader, uploadLimitMessage, type SourceUploaderDeps } from './source-uploader';
import { UploadQueue } from './upload-queue';
import { createPendingUploads } from './upload-persistence';
import { createUploadsStore } from './uploads.store';

let ctx: TestContext;
let base: string;
let owner: SignedInUser;
let api: ApiClient;

beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUpUser(ctx.app);
  api = createApiClient({
    baseUrl: `${base}/api`,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: owner.cookie } }),
  });
});
afterAll(() => ctx.close());

const clipUrl = new URL('../../../../../../shared/media/video/auto-editor_example.mp4', import.meta.url);

/** Storage signs part URLs relative to the server; the browser resolves them against the page. */
const resolving =
  (wrap?: (url: string, init?: RequestInit) => Promise<Response> | null): typeof fetch =>
  (input, init) => {
    const url = new URL(String(input), base).toString();
    return wrap?.(url, init) ?? fetch(url, init);
  };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function uploaderWith(overrides: Partial<SourceUploaderDeps> = {}) {
  const progress = createUploadsStore();
  const seen: number[] = [];
  progress.subscribe((s) => Object.values(s.bySource).forEach((e) => seen.push(e.sent / Math.max(1, e.total))));
  const pending = createPendingUploads(memoryStorage());
  const kept = new Map<string, File>();
  const queue = new UploadQueue();
  const uploader = createSourceUploader({
    api,
    queue,
    md5: md5OnThisThread,
    pending,
    // IndexedDB does not exist in Node: a map holds the files instead.
    files: { put: async (id, f) => void kept.set(id, f), remove: async (id) => void kept.delete(id) },
    progress: progress.getState(),
    fetch: resolving(),
    ...overrides,
  });
  return { uploader, progress, seen, pending, kept, queue };
}

async function newSource(filename: string, file: File) {
  const project = await api.post<{ project: { id: string } }>('/projects', { mode: 'social_media' });
  const created = await api.post<{ source: Source; file_key: string }>(`/projects/${project.project.id}/sources`, {
    filename,
    filesize: file.size,
    type: 'video',
  });
  return { projectId: project.project.id, source: created.source, fileKey: created.file_key };
}

const sourceOnServer = async (projectId: string, id: string) =>
  (await api.get<Source[]>(`/projects/${projectId}/sources`)).find((s) => s.id === id)!;

test('a file uploads in parts, then its ingest starts; nothing is left to resume', async () => {
  const file = new File([await readFile(clipUrl)], 'auto-editor_example.mp4', { type: 'video/mp4' });
  const { projectId, source, fileKey } = await newSource(file.name, file);
  const { uploader, seen, pending, kept, progress } = uploaderWith();

  const outcome = await uploader.upload({
    projectId,
    sourceId: source.id,
    filename: file.name,
    mediaType: 'video',
    file,
    fileKey,
  });

  expect(outcome.kind).toBe('ingesting');
  const stored = await sourceOnServer(projectId, source.id);
  expect(['ingesting', 'completed', 'error']).toContain(stored.state);
  expect(stored.originalFileUri).toBe(`s3://ingest/${fileKey}`);
  expect(seen.at(-1)).toBe(1);
  expect(pending.list()).toEqual([]);
  expect(kept.size).toBe(0);
  expect(progress.getState().bySource).toEqual({});
});

test('an upload whose parts keep failing is marked failed: the source shows "upload_failed" and the chat explains', async () => {
  const file = new File([await readFile(clipUrl)], 'flaky.mp4', { type: 'video/mp4' });
  const { projectId, source, fileKey } = await newSource(file.name, file);
  const failingStore = resolving((url, init) =>
    init?.method === 'PUT' ? Promise.resolve(new Response('storage down', { status: 503 })) : null,
  );
  const { uploader } = uploaderWith({ fetch: failingStore, partRetries: 1 });

  const outcome = await uploader.upload({
    projectId,
    sourceId: source.id,
    filename: file.name,
    mediaType: 'video',
    file,
    fileKey,
  });

  expect(outcome).toEqual({ kind: 'upload_failed', errorCode: 'upload_failed' });
  const stored = await sourceOnServer(projectId, source.id);
  expect(stored).toMatchObject({ state: 'error', errorType: 'upload', errorCode: 'upload_failed' });
  const messages = await api.get<{ data: { text?: string } }[] | { messages: { data: { text?: string } }[] }>(
    `/projects/${projectId}/messages`,
  );
  const list = Array.isArray(messages) ? messages : messages.messages;
  expect(list.map((m) => m.data.text)).toContain(botText.uploadFailed);
});

test('after a reload the upload resumes from the remembered upload id without sending stored parts again', async () => {
  const clip = await readFile(clipUrl);
  // About 26 MB: six 5 MiB parts.
  const file = new File(
    Array.from({ length: 9 }, () => clip),
    'long.mp4',
    { type: 'video/mp4', lastModified: 1_700_000_000_000 },
  );
  const { projectId, source, fileKey } = await newSource(file.name, file);
  const storage = memoryStorage();

  // The first page stores two parts, then "reloads": its remaining requests never finish.
  let stored = 0;
  const stalled = resolving((url, init) => {
    if (init?.method !== 'PUT' || ++stored <= 2) return null;
    return new Promise<Response>((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  });
  const first = uploaderWith({ fetch: stalled, pending: createPendingUploads(storage) });
  void first.uploader.upload({
    projectId,
    sourceId: source.id,
    filename: file.name,
    mediaType: 'video',
    file,
    fileKey,
  });
  await expect
    .poll(() => first.progress.getState().bySource[source.id]?.sent ?? 0, { timeout: 20_000 })
    .toBe(2 * 5 * 1024 * 1024);

  // The next page finds the record and resumes.
  const record = createPendingUploads(storage).get(source.id);
  expect(record).toMatchObject({ projectId, fileKey, name: 'long.mp4', size: file.size });
  const sentParts: number[] = [];
  const counting = resolving((url, init) => {
    if (init?.method === 'PUT') sentParts.push(Number(new URL(url).searchParams.get('partNumber')));
    return null;
  });
  const second = uploaderWith({ fetch: counting, pending: createPendingUploads(storage) });
  const outcome = await second.uploader.upload({
    projectId,
    sourceId: source.id,
    filename: file.name,
    mediaType: 'video',
    file,
    fileKey,
    resumeUploadId: record!.uploadId,
  });

  expect(outcome.kind).toBe('ingesting');
  expect(sentParts.sort()).toEqual([3, 4, 5, 6]);
  expect((await ctx.deps.storage.head('ingest', fileKey))?.size).toBe(file.size);
  first.queue.removeProject(projectId);
});

test("a server limit's own sentence (storage quota, large file) is kept for the user; other failures are not", () => {
  const quota = 'You have used 2.5 GB of your 3.0 GB storage. Delete a project to free space.';
  expect(uploadLimitMessage(new ApiError(413, 'storage_quota_exceeded', quota))).toBe(quota);
  expect(uploadLimitMessage(new ApiError(413, 'desktop_required', 'Use the desktop app.'))).toBe(
    'Use the desktop app.',
  );
  expect(uploadLimitMessage(new ApiError(500, 'internal_error', 'Something went wrong on our side.'))).toBeUndefined();
  expect(uploadLimitMessage(new Error('part 3 failed'))).toBeUndefined();
});
