import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';
import { isStorageError } from './storage.errors';
import { buckets } from './storage.keys';

const md5 = (data: Buffer | Uint8Array) => createHash('md5').update(data).digest('hex');
const read = async (stream: Readable) => Buffer.concat(await stream.toArray());

let dir: string;
let server: S3rver;
let storage: ObjectStorage;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3') });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // The driver creates the buckets it needs ("otto-ingest", …) on a fresh store.
  storage = await createS3Storage({
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    bucketPrefix: 'otto-',
    ensureBuckets: buckets,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

// s3rver implements neither ListParts nor AbortMultipartUpload, so listParts/abort are left to a real store.
describe('S3 storage (against s3rver)', () => {
  it('rejects the upload of a file that is not there, leaving no object', async () => {
    await expect(storage.upload('media', 'p1/s1/thumbnails.jpg', join(dir, 'never-written.jpg'))).rejects.toMatchObject(
      {
        code: 'ENOENT',
      },
    );
    expect(await storage.head('media', 'p1/s1/thumbnails.jpg')).toBeNull();
  });

  it('takes presigned part PUTs from plain fetch, answers ETag = MD5, and completes the upload', async () => {
    const key = 'p1/s1/s1.mp4';
    const parts = [randomBytes(5 * 1024 * 1024), randomBytes(5 * 1024 * 1024), randomBytes(1234)];
    const uploadId = await storage.createMultipartUpload('ingest', key);
    const completed = [];
    for (const [i, part] of parts.entries()) {
      const url = await storage.signUploadPart('ingest', key, uploadId, i + 1, 600);
      // Exactly what the browser does: PUT the bytes, read the ETag header.
      const res = await fetch(url, { method: 'PUT', body: part });
      expect(res.status).toBe(200);
      const etag = res.headers.get('etag');
      expect(etag).toBe(`"${md5(part)}"`);
      completed.push({ PartNumber: i + 1, ETag: etag! });
    }
    await storage.completeMultipartUpload('ingest', key, uploadId, completed);

    expect((await storage.head('ingest', key))?.size).toBe(parts.reduce((n, p) => n + p.length, 0));
    const { url } = await storage.signGet('ingest', key, 600, 'Interview – take 1.mp4');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(md5(Buffer.from(await res.arrayBuffer()))).toBe(md5(Buffer.concat(parts)));
  });

  it('accepts a presigned whole-object PUT with its content type', async () => {
    const png = randomBytes(2048);
    const { url, expires } = await storage.signPut('branding', 'u1/logo.png', 600);
    expect(expires).toBeGreaterThan(Date.now());
    const res = await fetch(url, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(200);
    expect(md5(await read(await storage.getStream('branding', 'u1/logo.png')))).toBe(md5(png));
  });

  it('serves documents and unknown types as attachments, media inline, whatever type was stored', async () => {
    await storage.put('exports', 'p1/e1/Interview.xml', Buffer.from('<xmeml/>'), 'text/html');
    await storage.put('media', 'p1/s1/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    await storage.put('media', 'p1/s1/proxy.mp4', randomBytes(100), 'text/html');
    const get = async (bucket: string, key: string) => fetch((await storage.signGet(bucket, key, 600)).url);

    const xml = await get('exports', 'p1/e1/Interview.xml');
    expect(xml.headers.get('content-type')).toBe('application/xml');
    expect(xml.headers.get('content-disposition')).toMatch(/^attachment; filename="Interview\.xml"/);
    const html = await get('media', 'p1/s1/page.html');
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('content-disposition')).toMatch(/^attachment; /);
    const video = await get('media', 'p1/s1/proxy.mp4');
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-disposition')).toBeNull();
  });

  it("signs PUTs and multipart uploads with the key's content type, never the client's", async () => {
    expect((await storage.signPut('branding', 'u1/intro.png', 600)).contentType).toBe('image/png');
    const { url, contentType } = await storage.signPut('branding', 'u1/overlay_video.mov', 600);
    expect(contentType).toBe('video/quicktime');
    const res = await fetch(url, { method: 'PUT', body: randomBytes(64), headers: { 'content-type': contentType } });
    expect(res.status).toBe(200);
    expect((await storage.head('branding', 'u1/overlay_video.mov'))?.contentType).toBe('video/quicktime');

    const uploadId = await storage.createMultipartUpload('ingest', 'p2/s2/s2.wav');
    const part = randomBytes(100);
    const put = await fetch(await storage.signUploadPart('ingest', 'p2/s2/s2.wav', uploadId, 1, 600), {
      method: 'PUT',
      body: part,
    });
    await storage.completeMultipartUpload('ingest', 'p2/s2/s2.wav', uploadId, [
      { PartNumber: 1, ETag: put.headers.get('etag')! },
    ]);
    expect((await storage.head('ingest', 'p2/s2/s2.wav'))?.contentType).toBe('audio/wav');
  });

  it('copies an object inside the store, with the content type of its new key; a missing one is NoSuchKey', async () => {
    const bytes = randomBytes(70_000);
    await storage.put('exports', 'p1/e1/talk.bin', bytes);
    await storage.copy({ bucket: 'exports', key: 'p1/e1/talk.bin' }, { bucket: 'ingest', key: 'p1/s2/s2.mp4' });
    expect(md5(await read(await storage.getStream('ingest', 'p1/s2/s2.mp4')))).toBe(md5(bytes));
    expect(await storage.head('ingest', 'p1/s2/s2.mp4')).toMatchObject({
      size: bytes.length,
      contentType: 'video/mp4',
    });
    expect(await storage.head('exports', 'p1/e1/talk.bin')).not.toBeNull();
    const missing = await storage
      .copy({ bucket: 'exports', key: 'p1/e1/none.bin' }, { bucket: 'ingest', key: 'p1/s3/s3.mp4' })
      .catch((e: unknown) => e);
    expect(isStorageError(missing, 'NoSuchKey')).toBe(true);
  });

  it('puts buffers, streams and files, downloads, deletes and deletes by prefix', async () => {
    await storage.put('media', 'p1/s1/waveform.json', Buffer.from('{"peaks":[]}'), 'application/json');
    await storage.put('media', 'p1/s1/thumbnails/00000.jpg', Readable.from([randomBytes(100), randomBytes(100)]));
    const file = join(dir, 'audio.wav');
    const audio = randomBytes(100_000);
    await writeFile(file, audio);
    await storage.upload('media', 'p1/s2/audio.wav', file, 'audio/wav');

    expect(await storage.head('media', 'p1/s1/waveform.json')).toMatchObject({
      size: 12,
      contentType: 'application/json',
    });
    const copy = join(dir, 'work', 'audio.wav');
    await storage.download('media', 'p1/s2/audio.wav', copy);
    expect(md5(await readFile(copy))).toBe(md5(audio));

    await storage.deletePrefix('media', 'p1/s1/');
    expect(await storage.head('media', 'p1/s1/waveform.json')).toBeNull();
    expect(await storage.head('media', 'p1/s1/thumbnails/00000.jpg')).toBeNull();
    expect(await storage.head('media', 'p1/s2/audio.wav')).not.toBeNull();
    await storage.delete('media', 'p1/s2/audio.wav');
    expect(await storage.head('media', 'p1/s2/audio.wav')).toBeNull();
    await expect(storage.getStream('media', 'p1/s2/audio.wav')).rejects.toSatisfy((e) =>
      isStorageError(e, 'NoSuchKey'),
    );
  });

  it('starts a download over when its body breaks off midway, and keeps no partial file', async () => {
    const audio = randomBytes(600_000);
    await storage.put('media', 'p1/s3/audio.wav', audio, 'audio/wav');
    const cuts = { left: 2 };
    const proxy = await cuttingProxy(endpoint, cuts);
    try {
      const flaky = await createS3Storage({
        endpoint: proxy.url,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        bucketPrefix: 'otto-',
      });
      const work = join(dir, 'flaky');
      await flaky.download('media', 'p1/s3/audio.wav', join(work, 'audio.wav'));
      expect(cuts.left).toBe(0);
      expect(md5(await readFile(join(work, 'audio.wav')))).toBe(md5(audio));
      expect(await readdir(work)).toEqual(['audio.wav']);

      // A missing object is not worth another try: it fails at once.
      await expect(flaky.download('media', 'p1/s3/none.wav', join(work, 'none.wav'))).rejects.toSatisfy((e) =>
        isStorageError(e, 'NoSuchKey'),
      );
    } finally {
      await new Promise((resolve) => proxy.server.close(resolve));
    }
  });
});

/** Passes requests to S3, but the first `cuts.left` object GETs send half their body and hang up. */
async function cuttingProxy(target: string, cuts: { left: number }): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (req.method !== 'GET' || answer.statusCode !== 200 || cuts.left === 0) {
        answer.pipe(res);
        return;
      }
      cuts.left--;
      // Well into the body, long after the client has handed the stream on.
      const half = Number(answer.headers['content-length']) / 2;
      let sent = 0;
      answer.on('data', (chunk: Buffer) => {
        if (sent >= half) return;
        res.write(chunk);
        sent += chunk.length;
        if (sent < half) return;
        setTimeout(() => {
          res.socket?.destroy();
          answer.destroy();
        }, 50);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
