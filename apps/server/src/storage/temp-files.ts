import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStorage } from './storage';

/** Runs `fn` with a fresh folder under `tmpDir` and always removes it afterwards. */
export async function withTempDir<T>(tmpDir: string, fn: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(tmpDir, { recursive: true });
  const dir = await mkdtemp(join(tmpDir, 'otto-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Fetches an object to a temp file (ffmpeg needs a path; with S3 the object is remote) and runs
 * `fn` on it. The file keeps the key's base name, so tools that look at the extension see it.
 */
export function withLocalCopy<T>(
  storage: Pick<ObjectStorage, 'download'>,
  bucket: string,
  key: string,
  tmpDir: string,
  fn: (path: string) => Promise<T>,
): Promise<T> {
  return withTempDir(tmpDir, async (dir) => {
    const path = join(dir, key.split('/').pop() || 'object');
    await storage.download(bucket, key, path);
    return fn(path);
  });
}
