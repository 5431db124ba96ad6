import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { createLocalStorage, isLocalStorage } from './local-storage';
import { loadSigningKey } from './signing-key';
import type { ObjectStorage } from './storage';
import { exportKey, sourceOriginalKey } from './storage.keys';

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
const sessionSecret = 's'.repeat(48);

let ctx: TestContext;
let origin: string;
let storage: ObjectStorage;

beforeAll(async () => {
  ctx = await createTestApp({ SESSION_SECRET: sessionSecret });
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  storage = ctx.deps.storage;
});
afterAll(async () => {
  await ctx?.close();
});

/** Signed URLs are relative when PUBLIC_URL is unset: resolve them as the browser does. */
const absolute = (url: string) => new URL(url, origin).toString();

describe('local storage over HTTP (the multipart protocol browsers speak)', () => {
  const { bucket, key } = sourceOriginalKey(
    '6f1c2a7e-1111-4a4a-8888-000000000001',
    '9d2e3b4c-2222-4b4b-9999-000000000002',
    'mp4',
  );
  const parts = [randomBytes(256 * 1024), randomBytes(256 * 1024), randomBytes(777)];
  const original = Buffer.concat(parts);

  it('uploads three parts to signed URLs, answers ETag = MD5, completes and serves the same bytes', async () => {
    expect(storage.kind).toBe('local');
    const uploadId = await storage.createMultipartUpload(bucket, key);
    const completed = [];
    for (const [i, part] of parts.entries()) {
      const url = await storage.signUploadPart(bucket, key, uploadId, i + 1, 600);
      // A Blob slice carries no content type, exactly like the browser's File.slice().
      const res = await fetch(absolute(url), { method: 'PUT', body: new Blob([part]) });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-expose-headers')).toBe('ETag');
      const etag = res.headers.get('etag');
      expect(etag).toBe(`"${md5(part)}"`);
      completed.push({ PartNumber: i + 1, ETag: etag! });
    }
    await storage.completeMultipartUpload(bucket, key, uploadId, completed);

    const { url } = await storage.signGet(bucket, key, 600);
    const res = await fetch(absolute(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(md5(new Uint8Array(await res.arrayBuffer()))).toBe(md5(original));
  });

  it('serves byte ranges so the player can seek', async () => {
    const { url } = await storage.signGet(bucket, key, 600);
    const res = await fetch(absolute(url), { headers: { range: 'bytes=1000-1999' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${original.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(original.subarray(1000, 2000));

    const tail = await fetch(absolute(url), { headers: { range: 'bytes=-100' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(original.subarray(original.length - 100));

    const beyond = await fetch(absolute(url), { headers: { range: `bytes=${original.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${original.length}`);
  });

  it('answers Content-Disposition: attachment when the URL was signed with a download name', async () => {
    const { url } = await storage.signGet(bucket, key, 600, 'Interview – final.mp4');
    const res = await fetch(absolute(url), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Interview _ final.mp4"; filename*=UTF-8''Interview%20%E2%80%93%20final.mp4`,
    );
  });

  it('refuses an expired URL with 403 and says so', async () => {
    if (!isLocalStorage(storage)) throw new Error('expected local storage');
    // The same key, but a clock two hours behind: its 60-second URL is long expired for the server.
    const past = await createLocalStorage({
      objectsDir: ctx.deps.config.objectsDir,
      signingKey: await loadSigningKey(ctx.deps.config),
      now: () => Date.now() - 2 * 3600_000,
    });
    const { url } = await past.signGet(bucket, key, 60);
    const res = await fetch(absolute(url));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'url_expired', message: expect.stringContaining('expired') });

    const uploadId = await storage.createMultipartUpload(bucket, 'p/s/late.mp4');
    const partUrl = await past.signUploadPart(bucket, 'p/s/late.mp4', uploadId, 1, 60);
    expect((await fetch(absolute(partUrl), { method: 'PUT', body: parts[2] })).status).toBe(403);
  });

  it('refuses a tampered URL with 403', async () => {
    const { url } = await storage.signGet(bucket, key, 600);
    const otherKey = absolute(url).replace('.mp4?', '.mov?');
    const res = await fetch(otherKey);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'url_invalid' });
    const longer = new URL(absolute(url));
    longer.searchParams.set('expires', String(Number(longer.searchParams.get('expires')) + 86_400));
    expect((await fetch(longer)).status).toBe(403);
    // A GET URL does not allow a PUT.
    expect((await fetch(absolute(url), { method: 'PUT', body: 'x' })).status).toBe(403);
  });

  it('refuses to complete with a wrong ETag, then completes after the part is sent again', async () => {
    const lateKey = 'p/s/retry.mp4';
    const uploadId = await storage.createMultipartUpload(bucket, lateKey);
    const put = async (n: number, body: Uint8Array) => {
      const res = await fetch(absolute(await storage.signUploadPart(bucket, lateKey, uploadId, n, 600)), {
        method: 'PUT',
        body,
      });
      return res.headers.get('etag')!;
    };
    const first = await put(1, parts[0]!);
    await put(2, parts[1]!);
    await expect(
      storage.completeMultipartUpload(bucket, lateKey, uploadId, [
        { PartNumber: 1, ETag: first },
        { PartNumber: 2, ETag: `"${md5(parts[0]!)}"` },
      ]),
    ).rejects.toMatchObject({ code: 'InvalidPart' });
    expect(await storage.head(bucket, lateKey)).toBeNull();
    const second = await put(2, parts[1]!);
    await storage.completeMultipartUpload(bucket, lateKey, uploadId, [
      { PartNumber: 1, ETag: first },
      { PartNumber: 2, ETag: second },
    ]);
    expect((await storage.head(bucket, lateKey))?.size).toBe(parts[0]!.length + parts[1]!.length);
  });

  it('takes a whole-object PUT (branding) with any content type and reports 404 for missing objects', async () => {
    const png = randomBytes(4096);
    const { url } = await storage.signPut('branding', 'u1/logo.png', 600);
    const res = await fetch(absolute(url), { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${md5(png)}"`);
    const get = await fetch(absolute((await storage.signGet('branding', 'u1/logo.png', 600)).url));
    expect(get.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await get.arrayBuffer())).toEqual(png);

    const missing = await fetch(absolute((await storage.signGet('branding', 'u1/none.png', 600)).url));
    expect(missing.status).toBe(404);
  });

  it('serves documents as attachments with nosniff: an export .xml never opens as a page', async () => {
    const xml = exportKey(
      '6f1c2a7e-1111-4a4a-8888-000000000001',
      '0c9a4b2e-3333-4c4c-8888-000000000003',
      'Interview.xml',
    );
    await storage.put(xml.bucket, xml.key, Buffer.from('<?xml version="1.0"?><xmeml/>'));
    const res = await fetch(absolute((await storage.signGet(xml.bucket, xml.key, 600)).url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Interview\.xml"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it.each(['p/s/page.html', 'u1/logo.svg', 'p/s/unknown.xyz'])(
    'serves %s as application/octet-stream, attachment, nosniff: never text/html',
    async (key) => {
      await storage.put('media', key, Buffer.from('<html><script>alert(1)</script></html>'));
      const res = await fetch(absolute((await storage.signGet('media', key, 600)).url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('plays media inline, still with nosniff', async () => {
    const res = await fetch(absolute((await storage.signGet(bucket, key, 600)).url), { method: 'HEAD' });
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // Raw HTTP: fetch and app.inject both resolve `..` before sending, as browsers do; an attacker need not.
  const rawStatus = (method: 'GET' | 'PUT', path: string) =>
    new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      httpRequest({ host: hostname, port, path, method }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });

  it.each([
    'ingest/p/../etc/passwd',
    'ingest/p/%2E%2E/s/s.mp4',
    'ingest/p%2F..%2F..%2Fsecret',
    'ingest/p//s.mp4',
    'ingest//p/s.mp4',
    'ingest/p/s/',
    'ingest/p%5C..%5Cs.mp4',
    'ingest/p/s%00.mp4',
    '..%2Fmultipart/x',
  ])('answers 400 to the object name %s, before looking at the signature', async (path) => {
    for (const method of ['GET', 'PUT'] as const) {
      expect(await rawStatus(method, `/api/storage/o/${path}?expires=9999999999&signature=x`)).toBe(400);
    }
  });

  it('leaves JSON bodies on other routes to the normal parser', async () => {
    const res = await fetch(`${origin}/api/health`);
    expect(res.status).toBe(200);
  });
});
