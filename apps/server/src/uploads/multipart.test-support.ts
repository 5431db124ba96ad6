import { readFile } from 'node:fs/promises';
import { createMD5 } from 'hash-wasm';

/** A part's MD5 as the browser computes it (hash-wasm), on this thread. */
export async function md5(blob: Blob): Promise<string> {
  const hasher = await createMD5();
  hasher.update(new Uint8Array(await blob.arrayBuffer()));
  return hasher.digest('hex');
}

/** Real video bytes for a multipart upload: the 2.9 MB example clip `copies` times over. */
export async function exampleClipTimes(copies: number): Promise<Blob> {
  const clip = await readFile(new URL('../../../../../shared/media/video/auto-editor_example.mp4', import.meta.url));
  return new Blob(Array.from({ length: copies }, () => clip));
}
