import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { createGuardedFetch } from '../infrastructure/guarded-fetch';
import { parseAddressAllowList } from '../infrastructure/outbound-address';
import { downloadResumable } from './download';

const fetch = createGuardedFetch({ allowHttp: true, allowPrivate: parseAddressAllowList(['127.0.0.1']) });

test('a broken-off try is taken up only once its last write is in the file, so no byte is doubled or lost', async () => {
  const bytes = randomBytes(64 * 1024);
  let writeUnderWay!: () => void;
  const firstWriteStarted = new Promise<void>((resolve) => (writeUnderWay = resolve));
  let writeLanded = false;
  const landedAtEachRequest: boolean[] = [];
  const server = createServer((req, res) => {
    landedAtEachRequest.push(writeLanded);
    const start = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const body = bytes.subarray(start);
    const headers = { 'content-length': String(body.length) };
    if (start > 0)
      res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${bytes.length - 1}/${bytes.length}` });
    else res.writeHead(200, headers);
    if (landedAtEachRequest.length > 1) return res.end(body);
    // The first answer breaks off while the file is still taking its bytes.
    res.write(body.subarray(0, 16 * 1024));
    void firstWriteStarted.then(() => res.socket?.end());
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const dir = await mkdtemp(join(tmpdir(), 'otto-download-'));
  try {
    const toPath = join(dir, 'clip.part');
    const size = await downloadResumable({
      fetch,
      request: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/clip.mp4`, headers: {} },
      provider: 'Dropbox',
      toPath,
      maxBytes: 1024 * 1024,
      expectedBytes: bytes.length,
      onProgress: () => undefined,
      // The checkpoint runs as part of the first write: it holds that write open past the break.
      checkpoint: {
        afterBytes: 1,
        async check() {
          writeUnderWay();
          await wait(150);
          writeLanded = true;
        },
      },
    });
    expect(landedAtEachRequest).toEqual([false, true]);
    expect(size).toBe(bytes.length);
    expect((await readFile(toPath)).equals(bytes)).toBe(true);
  } finally {
    server.closeAllConnections();
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
});
