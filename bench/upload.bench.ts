/**
 * Upload throughput into the embedded store through the real protocol (signed part URLs, MD5 per
 * part in the client, ETag = MD5 on the server, 10 parts in parallel), against a raw loopback copy
 * of the same bytes to a bare HTTP server that only writes them to disk.
 * Run: node --import tsx bench/upload.bench.ts [megabytes=256]
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createMD5 } from 'hash-wasm';
import { signUpUser } from '../apps/server/src/auth/auth.test-helpers';
import { createTestApp } from '../apps/server/src/test/test-app';
import { uploadMultipart, type MultipartApi } from '../apps/web/src/features/uploads/multipart-upload';

const megabytes = Number(process.argv[2] ?? 256);
const bytes = randomBytes(megabytes * 1024 * 1024);
const file = new Blob([bytes]);

const md5 = async (blob: Blob) => {
  const hasher = await createMD5();
  hasher.update(new Uint8Array(await blob.arrayBuffer()));
  return hasher.digest('hex');
};

async function rawLoopback(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'otto-bench-raw-'));
  const server = createServer((req, res) => {
    void pipeline(req, createWriteStream(join(dir, 'copy.bin'))).then(() => res.end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const started = performance.now();
  await fetch(url, { method: 'PUT', body: file });
  const seconds = (performance.now() - started) / 1000;
  server.close();
  await rm(dir, { recursive: true, force: true });
  return seconds;
}

async function ottoUpload(): Promise<number> {
  const ctx = await createTestApp();
  try {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUpUser(ctx.app);
    const headers = { 'content-type': 'application/json', cookie: user.cookie };
    const post = async <T>(path: string, body: unknown): Promise<T> =>
      (await (await fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as T;
    const { project } = await post<{ project: { id: string } }>('/projects', { mode: 'standard' });
    const created = await post<{ file_key: string }>(`/projects/${project.id}/sources`, {
      filename: 'bench.mp4',
      filesize: file.size,
      type: 'video',
    });
    const api: MultipartApi = {
      initiate: (b) => post('/uploads/initiate-multipart-upload', b),
      finish: (b) => post('/uploads/finish-multipart-upload', b),
      resume: (b) => post('/uploads/resume-multipart-upload', b),
    };
    const started = performance.now();
    await uploadMultipart({
      file,
      fileKey: created.file_key,
      contentType: 'video/mp4',
      api,
      md5,
      fetch: (input, init) =>
        fetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init),
    });
    return (performance.now() - started) / 1000;
  } finally {
    await ctx.close();
  }
}

const raw = await rawLoopback();
const otto = await ottoUpload();
const mbps = (s: number) => (megabytes / s).toFixed(1);
console.log(`file: ${megabytes} MiB of random bytes`);
console.log(`raw loopback PUT (one request, no checks): ${raw.toFixed(2)} s  ${mbps(raw)} MiB/s`);
console.log(
  `Otto multipart (5 MiB parts ×10, MD5 both sides, signed URLs, assemble): ${otto.toFixed(2)} s  ${mbps(otto)} MiB/s`,
);
console.log(`ratio Otto ÷ raw: ${(otto / raw).toFixed(2)}`);
