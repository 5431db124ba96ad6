import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { createGuardedFetch } from '../infrastructure/guarded-fetch';
import { parseAddressAllowList } from '../infrastructure/outbound-address';
import { CloudImportError } from './cloud-import.errors';
import { downloadResumable, type ResumableDownload } from './download';

const fetch = createGuardedFetch({ allowHttp: true, allowPrivate: parseAddressAllowList(['127.0.0.1']) });

/**
 * Serves `bytes` with Range. With `breakFirst`, the first answer breaks off after 16 KiB, once
 * `firstWriteStarted` has resolved: while the file is still taking its bytes.
 */
async function rangeServer(bytes: Buffer, breakFirst?: Promise<void>) {
  const requests: number[] = [];
  const server = createServer((req, res) => {
    const start = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    requests.push(start);
    const body = bytes.subarray(start);
    const headers = { 'content-length': String(body.length) };
    if (start > 0)
      res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${bytes.length - 1}/${bytes.length}` });
    else res.writeHead(200, headers);
    if (!breakFirst || requests.length > 1) return res.end(body);
    res.write(body.subarray(0, 16 * 1024));
    void breakFirst.then(() => res.socket?.end());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const dir = await mkdtemp(join(tmpdir(), 'otto-download-'));
  return {
    requests,
    toPath: join(dir, 'clip.part'),
    download: (more: Partial<ResumableDownload>) =>
      downloadResumable({
        fetch,
        request: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/clip.mp4`, headers: {} },
        provider: 'Dropbox',
        toPath: join(dir, 'clip.part'),
        maxBytes: 1024 * 1024,
        expectedBytes: bytes.length,
        onProgress: () => undefined,
        ...more,
      }),
    async close() {
      server.closeAllConnections();
      server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

test('a broken-off try is taken up only once its last write is in the file, so no byte is doubled or lost', async () => {
  const bytes = randomBytes(64 * 1024);
  let writeUnderWay!: () => void;
  const firstWriteStarted = new Promise<void>((resolve) => (writeUnderWay = resolve));
  let writeLanded = false;
  const server = await rangeServer(bytes, firstWriteStarted);
  try {
    const size = await server.download({
      // The checkpoint runs as part of the first write: it holds that write open past the break.
      checkpoint: {
        afterBytes: 1,
        async check() {
          writeUnderWay();
          await wait(150);
          writeLanded = true;
          return true;
        },
      },
    });
    // The second request asks for the bytes after those the first write put in the file.
    expect(server.requests).toEqual([0, 16 * 1024]);
    expect(writeLanded).toBe(true);
    expect(size).toBe(bytes.length);
    expect((await readFile(server.toPath)).equals(bytes)).toBe(true);
  } finally {
    await server.close();
  }
});

test('a stop the checkpoint orders while the connection breaks off is the answer, with no other try', async () => {
  let writeUnderWay!: () => void;
  const firstWriteStarted = new Promise<void>((resolve) => (writeUnderWay = resolve));
  const server = await rangeServer(randomBytes(64 * 1024), firstWriteStarted);
  try {
    const stop = new CloudImportError('max_duration_exceeded', 'over 4 hours');
    const checkpoint = {
      afterBytes: 1,
      async check(): Promise<boolean> {
        writeUnderWay();
        await wait(150);
        throw stop;
      },
    };
    await expect(server.download({ checkpoint })).rejects.toBe(stop);
    expect(server.requests).toEqual([0]);
  } finally {
    await server.close();
  }
});

test('a checkpoint that could not tell yet looks again at the whole file', async () => {
  const bytes = randomBytes(256 * 1024);
  const server = await rangeServer(bytes);
  try {
    const sizesLookedAt: number[] = [];
    const checkpoint = {
      afterBytes: 1,
      async check(path: string) {
        sizesLookedAt.push((await stat(path)).size);
        return sizesLookedAt.length > 1;
      },
    };
    await expect(server.download({ checkpoint })).resolves.toBe(bytes.length);
    expect(sizesLookedAt).toHaveLength(2);
    expect(sizesLookedAt[0]).toBeLessThan(bytes.length);
    expect(sizesLookedAt[1]).toBe(bytes.length);
  } finally {
    await server.close();
  }
});
