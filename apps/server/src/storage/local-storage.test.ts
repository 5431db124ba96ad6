import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalObjectStorage } from './local-storage';
import { loadSigningKey } from './signing-key';
import { isStorageError } from './storage.errors';

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as Record<string, string>;

let dir: string;
let storage: LocalObjectStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-local-storage-'));
  storage = await createLocalStorage({ objectsDir: join(dir, 'objects'), signingKey: randomBytes(32) });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes parts the way the HTTP route does: through writePart with the grant of a signed URL. */
async function uploadPart(bucket: string, key: string, uploadId: string, partNumber: number, data: Buffer) {
  const url = await storage.signUploadPart(bucket, key, uploadId, partNumber, 60);
  const check = storage.checkSignedRequest({ method: 'PUT', bucket, key, query: queryOf(url) });
  if (!check.ok) throw new Error(check.reason);
  return storage.writePart(check.grant, Readable.from([data]));
}

describe('local storage', () => {
  it('rejects the upload of a file that is not there, leaving no object and no temp file', async () => {
    // ffmpeg can exit 0 without writing its output: the upload of that path must fail, not crash.
    await expect(storage.upload('media', 'p1/s1/thumbnails.jpg', join(dir, 'never-written.jpg'))).rejects.toMatchObject(
      {
        code: 'ENOENT',
      },
    );
    expect(await storage.head('media', 'p1/s1/thumbnails.jpg')).toBeNull();
    expect(await readdir(join(dir, 'objects', '.tmp'))).toEqual([]);
  });

  it('puts, heads, streams, downloads and deletes objects at {objectsDir}/{bucket}/{key}', async () => {
    const data = randomBytes(3000);
    await storage.put('media', 'p1/s1/proxy.mp4', data);
    expect(await readFile(join(dir, 'objects', 'media', 'p1', 's1', 'proxy.mp4'))).toEqual(data);
    expect(await storage.head('media', 'p1/s1/proxy.mp4')).toMatchObject({ size: 3000, contentType: 'video/mp4' });
    expect(await read(await storage.getStream('media', 'p1/s1/proxy.mp4'))).toEqual(data);

    const target = join(dir, 'work', 'nested', 'copy.mp4');
    await storage.download('media', 'p1/s1/proxy.mp4', target);
    expect(await readFile(target)).toEqual(data);

    await storage.delete('media', 'p1/s1/proxy.mp4');
    expect(await storage.head('media', 'p1/s1/proxy.mp4')).toBeNull();
    // Empty folders go with the last object in them.
    expect(await readdir(join(dir, 'objects', 'media'))).toEqual([]);
    await expect(storage.getStream('media', 'p1/s1/proxy.mp4')).rejects.toSatisfy((e) =>
      isStorageError(e, 'NoSuchKey'),
    );
  });

  it('stores streams and local files, leaving no temp files behind', async () => {
    const data = randomBytes(200_000);
    await storage.put('exports', 'p1/e1/cut.srt', Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
    const file = join(dir, 'input.wav');
    await writeFile(file, data);
    await storage.upload('media', 'p1/s1/audio.wav', file);
    expect(md5(await read(await storage.getStream('exports', 'p1/e1/cut.srt')))).toBe(md5(data));
    expect(md5(await read(await storage.getStream('media', 'p1/s1/audio.wav')))).toBe(md5(data));
    expect(await readdir(join(dir, 'objects', '.tmp'))).toEqual([]);
  });

  it('deletes by prefix without touching neighbours', async () => {
    for (const key of ['p1/s1/a.jpg', 'p1/s1/thumbnails/00001.jpg', 'p1/s10/a.jpg', 'p1/s2/a.jpg', 'p2/s1/a.jpg']) {
      await storage.put('media', key, Buffer.from(key));
    }
    await storage.deletePrefix('media', 'p1/s1/');
    expect(await storage.head('media', 'p1/s1/a.jpg')).toBeNull();
    expect(await storage.head('media', 'p1/s1/thumbnails/00001.jpg')).toBeNull();
    expect(await storage.head('media', 'p1/s10/a.jpg')).not.toBeNull();
    await storage.deletePrefix('media', 'p1/s');
    expect(await storage.head('media', 'p1/s10/a.jpg')).toBeNull();
    expect(await storage.head('media', 'p1/s2/a.jpg')).toBeNull();
    expect(await storage.head('media', 'p2/s1/a.jpg')).not.toBeNull();
  });

  it.each(['../escape', '/abs/path', 'a/../../b', 'a\\b', 'a//b', 'a/./b', '', 'nul\u0000byte'])(
    'rejects the key %j',
    async (key) => {
      await expect(storage.put('media', key, Buffer.from('x'))).rejects.toSatisfy((e) =>
        isStorageError(e, 'InvalidKey'),
      );
    },
  );

  it.each(['.multipart', '.tmp', '../x', 'UPPER', ''])('rejects the bucket %j', async (bucket) => {
    await expect(storage.put(bucket, 'a/b', Buffer.from('x'))).rejects.toSatisfy((e) =>
      isStorageError(e, 'InvalidKey'),
    );
  });

  it('completes a multipart upload when every ETag matches its part, in part order', async () => {
    const parts = [randomBytes(5000), randomBytes(7000), randomBytes(10)];
    const uploadId = await storage.createMultipartUpload('ingest', 'p1/s1/s1.mp4');
    // Parts may arrive in any order; the object is assembled by part number.
    const etags = new Map<number, string>();
    for (const n of [3, 1, 2]) etags.set(n, await uploadPart('ingest', 'p1/s1/s1.mp4', uploadId, n, parts[n - 1]!));
    expect(etags.get(1)).toBe(md5(parts[0]!));

    const listed = await storage.listParts('ingest', 'p1/s1/s1.mp4', uploadId);
    expect(listed).toEqual(
      [1, 2, 3].map((n) => ({ PartNumber: n, ETag: `"${md5(parts[n - 1]!)}"`, LastModified: expect.any(Date) })),
    );
    await storage.completeMultipartUpload(
      'ingest',
      'p1/s1/s1.mp4',
      uploadId,
      [1, 2, 3].map((n) => ({ PartNumber: n, ETag: `"${etags.get(n)}"` })),
    );
    const stored = await read(await storage.getStream('ingest', 'p1/s1/s1.mp4'));
    expect(md5(stored)).toBe(md5(Buffer.concat(parts)));
    // The upload is gone once complete.
    expect(await readdir(join(dir, 'objects', '.multipart'))).toEqual([]);
    await expect(storage.listParts('ingest', 'p1/s1/s1.mp4', uploadId)).rejects.toSatisfy((e) =>
      isStorageError(e, 'NoSuchUpload'),
    );
  });

  it('refuses to complete with a wrong ETag and writes no object (S3 InvalidPart)', async () => {
    const uploadId = await storage.createMultipartUpload('ingest', 'p1/s1/s1.mov');
    const good = await uploadPart('ingest', 'p1/s1/s1.mov', uploadId, 1, randomBytes(100));
    await uploadPart('ingest', 'p1/s1/s1.mov', uploadId, 2, randomBytes(100));
    const wrong = [
      { PartNumber: 1, ETag: good },
      { PartNumber: 2, ETag: md5(Buffer.from('something else')) },
    ];
    await expect(storage.completeMultipartUpload('ingest', 'p1/s1/s1.mov', uploadId, wrong)).rejects.toSatisfy((e) =>
      isStorageError(e, 'InvalidPart'),
    );
    const missing = [
      { PartNumber: 1, ETag: good },
      { PartNumber: 4, ETag: good },
    ];
    await expect(storage.completeMultipartUpload('ingest', 'p1/s1/s1.mov', uploadId, missing)).rejects.toSatisfy((e) =>
      isStorageError(e, 'InvalidPart'),
    );
    expect(await storage.head('ingest', 'p1/s1/s1.mov')).toBeNull();
    expect(await readdir(join(dir, 'objects', '.tmp'))).toEqual([]);
    // A retry of the bad part then completes.
    const retried = await uploadPart('ingest', 'p1/s1/s1.mov', uploadId, 2, Buffer.from('something else'));
    await storage.completeMultipartUpload('ingest', 'p1/s1/s1.mov', uploadId, [
      wrong[0]!,
      { PartNumber: 2, ETag: retried },
    ]);
    expect((await storage.head('ingest', 'p1/s1/s1.mov'))?.size).toBe(114);
  });

  it('refuses parts listed out of order, unknown uploads and aborted uploads', async () => {
    const uploadId = await storage.createMultipartUpload('ingest', 'p1/s1/s1.wav');
    const etag = await uploadPart('ingest', 'p1/s1/s1.wav', uploadId, 1, Buffer.from('a'));
    await expect(
      storage.completeMultipartUpload('ingest', 'p1/s1/s1.wav', uploadId, [
        { PartNumber: 2, ETag: etag },
        { PartNumber: 1, ETag: etag },
      ]),
    ).rejects.toSatisfy((e) => isStorageError(e, 'InvalidPartOrder'));
    await expect(
      storage.completeMultipartUpload('ingest', 'p1/other/s1.wav', uploadId, [{ PartNumber: 1, ETag: etag }]),
    ).rejects.toSatisfy((e) => isStorageError(e, 'NoSuchUpload'));
    await storage.abortMultipartUpload('ingest', 'p1/s1/s1.wav', uploadId);
    await expect(uploadPart('ingest', 'p1/s1/s1.wav', uploadId, 1, Buffer.from('a'))).rejects.toSatisfy((e) =>
      isStorageError(e, 'NoSuchUpload'),
    );
    await expect(uploadPart('ingest', 'p1/s1/s1.wav', '../../etc', 1, Buffer.from('a'))).rejects.toSatisfy((e) =>
      isStorageError(e, 'NoSuchUpload'),
    );
  });

  it('signs URLs that grant exactly one method on one object until they expire', async () => {
    let now = Date.now();
    const clocked = await createLocalStorage({
      objectsDir: join(dir, 'objects'),
      signingKey: randomBytes(32),
      now: () => now,
    });
    const get = await clocked.signGet('exports', 'p1/e1/cut.mp4', 60, 'My cut.mp4');
    expect(get.url.startsWith('/api/storage/o/exports/p1/e1/cut.mp4?')).toBe(true);
    expect(get.expires).toBeGreaterThan(now);
    const request = { method: 'GET', bucket: 'exports', key: 'p1/e1/cut.mp4', query: queryOf(get.url) };
    expect(clocked.checkSignedRequest(request)).toMatchObject({ ok: true, grant: { download: 'My cut.mp4' } });
    expect(clocked.checkSignedRequest({ ...request, method: 'HEAD' }).ok).toBe(true);
    expect(clocked.checkSignedRequest({ ...request, method: 'PUT' })).toEqual({ ok: false, reason: 'invalid' });
    expect(clocked.checkSignedRequest({ ...request, key: 'p1/e1/other.mp4' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(clocked.checkSignedRequest({ ...request, query: { ...request.query, download: 'x.exe' } })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // Another server's key does not verify it.
    expect(storage.checkSignedRequest(request)).toEqual({ ok: false, reason: 'invalid' });
    now += 61_000;
    expect(clocked.checkSignedRequest(request)).toEqual({ ok: false, reason: 'expired' });
  });

  it('makes absolute URLs when PUBLIC_URL is set', async () => {
    const withBase = await createLocalStorage({
      objectsDir: join(dir, 'objects'),
      signingKey: randomBytes(32),
      publicUrl: 'https://otto.example.com/',
    });
    const { url } = await withBase.signPut('branding', 'u1/logo.png', 60);
    expect(url.startsWith('https://otto.example.com/api/storage/o/branding/u1/logo.png?expires=')).toBe(true);
  });
});

describe('signing key', () => {
  it('is created once in {dataDir}/secret.key, readable only by its owner, and reused', async () => {
    const first = await loadSigningKey({ dataDir: dir });
    const second = await loadSigningKey({ dataDir: dir });
    expect(first.equals(second)).toBe(true);
    expect((await stat(join(dir, 'secret.key'))).mode & 0o777).toBe(0o600);
  });

  it('is derived from SESSION_SECRET when set, so every API process agrees', async () => {
    const secret = 'x'.repeat(40);
    const a = await loadSigningKey({ dataDir: dir, SESSION_SECRET: secret });
    const b = await loadSigningKey({ dataDir: join(dir, 'other'), SESSION_SECRET: secret });
    expect(a.equals(b)).toBe(true);
    expect(a.toString('utf8')).not.toContain(secret);
  });
});
