import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalObjectStorage } from './local-storage';
import { withLocalCopy, withTempDir } from './temp-files';

let dir: string;
let tmp: string;
let storage: LocalObjectStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-temp-files-'));
  tmp = join(dir, 'tmp');
  storage = await createLocalStorage({ objectsDir: join(dir, 'objects'), signingKey: randomBytes(32) });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('withLocalCopy', () => {
  it('hands fn a local copy named like the key, then leaves the temp folder empty', async () => {
    const data = randomBytes(1000);
    await storage.put('ingest', 'p1/s1/s1.mov', data);
    const seen = await withLocalCopy(storage, 'ingest', 'p1/s1/s1.mov', tmp, async (path) => {
      expect(basename(path)).toBe('s1.mov');
      expect(await readFile(path)).toEqual(data);
      return path;
    });
    await expect(access(seen)).rejects.toThrow();
    expect(await readdir(tmp)).toEqual([]);
  });

  it('cleans up when fn fails, and when the object is missing', async () => {
    await storage.put('ingest', 'p1/s1/s1.wav', Buffer.from('x'));
    await expect(
      withLocalCopy(storage, 'ingest', 'p1/s1/s1.wav', tmp, async () => {
        throw new Error('ffmpeg exploded');
      }),
    ).rejects.toThrow('ffmpeg exploded');
    await expect(withLocalCopy(storage, 'ingest', 'p1/nope/x.wav', tmp, async () => 1)).rejects.toThrow();
    expect(await readdir(tmp)).toEqual([]);
  });
});

describe('withTempDir', () => {
  it('gives each call its own folder and removes it afterwards', async () => {
    const [a, b] = await Promise.all([withTempDir(tmp, async (d) => d), withTempDir(tmp, async (d) => d)]);
    expect(a).not.toBe(b);
    expect(await readdir(tmp)).toEqual([]);
  });
});
