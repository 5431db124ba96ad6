import { expect, test } from 'vitest';
import { md5OnThisThread } from './md5';
import { PartUploadError, uploadMultipart, type MultipartApi } from './multipart-upload';

const oneObjectStore: MultipartApi = {
  initiate: async () => ({ upload_id: 'u1', parts: [{ part_number: 1, signed_url: 'https://store/part1' }] }),
  finish: async () => ({ s3_uri: 's3://ingest/clip.mp4' }),
  resume: async () => ({ done: [], parts: [] }),
};

/** A store that refuses the first `failures` PUTs, then stores the part with its MD5 as ETag. */
function storeFailing(failures: number) {
  const puts: string[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    puts.push(String(init?.method));
    if (puts.length <= failures) return new Response('busy', { status: 503 });
    const etag = await md5OnThisThread(init!.body as Blob);
    return new Response(null, { status: 200, headers: { ETag: `"${etag}"` } });
  }) as typeof globalThis.fetch;
  return { fetch, puts };
}

const upload = (fetch: typeof globalThis.fetch) =>
  uploadMultipart({
    file: new Blob(['a small clip']),
    fileKey: 'p/s/clip.mp4',
    contentType: 'video/mp4',
    api: oneObjectStore,
    md5: md5OnThisThread,
    fetch,
    retryDelayMs: () => 0,
  });

test('a part that fails 10 times still succeeds on its 10th retry', async () => {
  const store = storeFailing(10);
  await expect(upload(store.fetch)).resolves.toEqual({ s3Uri: 's3://ingest/clip.mp4', uploadId: 'u1' });
  expect(store.puts).toHaveLength(11);
});

test('a part that keeps failing errors after 1 try and 10 retries', async () => {
  const store = storeFailing(Infinity);
  await expect(upload(store.fetch)).rejects.toBeInstanceOf(PartUploadError);
  expect(store.puts).toHaveLength(11);
});
