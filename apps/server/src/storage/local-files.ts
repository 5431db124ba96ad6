import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { StorageError } from './storage.errors';

export interface WrittenFile {
  md5: string;
  size: number;
}

/**
 * Writes chunks to a temp file in `tmpDir`, syncs it and renames it onto `dest`: a crash leaves
 * either the old object or the new one, never half of one. Returns the MD5 (S3's ETag) and size.
 */
export async function writeAtomically(
  tmpDir: string,
  dest: string,
  chunks: AsyncIterable<Buffer | Uint8Array | string>,
  opts: { maxBytes?: number; verify?: (written: WrittenFile) => void } = {},
): Promise<WrittenFile> {
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, `${randomBytes(12).toString('hex')}.tmp`);
  const hash = createHash('md5');
  let size = 0;
  const handle = await open(tmp, 'w', 0o644);
  try {
    for await (const chunk of chunks) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.byteLength;
      if (opts.maxBytes !== undefined && size > opts.maxBytes) {
        throw new StorageError('EntityTooLarge', `The object is larger than ${opts.maxBytes} bytes`);
      }
      hash.update(buffer);
      await handle.write(buffer);
    }
    await handle.sync();
    await handle.close();
    const written = { md5: hash.digest('hex'), size };
    opts.verify?.(written);
    await mkdir(dirname(dest), { recursive: true });
    await rename(tmp, dest);
    return written;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Opens a local file and returns a stream of it with its size. createReadStream(path) opens the
 * file on its own a tick later and emits a missing file as 'error' to whoever listens by then:
 * often nobody yet (the caller is still awaiting something else), and an unheard 'error' ends
 * the process. Opening first turns that into this promise's rejection; the stream then reads
 * nothing until its consumer pulls, so its later errors reach that consumer. A caller that may
 * give up before consuming it destroys it (that closes the file).
 */
export async function openFileStream(
  path: string,
  opts: { start?: number; end?: number; highWaterMark?: number } = {},
): Promise<{ stream: Readable; size: number }> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new Error(`${path} is not a file`);
    return { stream: handle.createReadStream(opts), size: info.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Reads files one after another, checking each one's MD5 against what the caller expects. */
export async function* concatenateVerified(
  files: Array<{ path: string; md5: string; onMismatch: () => Error }>,
): AsyncGenerator<Buffer> {
  for (const file of files) {
    const hash = createHash('md5');
    try {
      for await (const chunk of createReadStream(file.path)) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw file.onMismatch();
      throw error;
    }
    if (hash.digest('hex') !== file.md5) throw file.onMismatch();
  }
}

/** Every file under `root`, as slash-separated paths relative to it. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** Removes now-empty folders from `dir` up to (not including) `stopAt`. */
export async function pruneEmptyDirs(dir: string, stopAt: string): Promise<void> {
  let current = dir;
  while (current.startsWith(stopAt + sep) && current !== stopAt) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = dirname(current);
  }
}
