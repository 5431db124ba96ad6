import { createMD5 } from 'hash-wasm';
import type { Md5Request, Md5Response } from './md5.worker';

export type Md5 = (blob: Blob) => Promise<string>;

/** MD5 hex of a blob on the calling thread (tests, and browsers without module workers). */
export async function md5OnThisThread(blob: Blob): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  md5.update(new Uint8Array(await blob.arrayBuffer()));
  return md5.digest('hex');
}

/**
 * Part checksums for the multipart upload, computed in a Web Worker (spec: each part's MD5 is
 * compared with the ETag storage returns). Falls back to the main thread when a worker cannot start.
 */
export function createMd5(): Md5 {
  let worker: Worker | null = null;
  try {
    if (typeof Worker !== 'undefined')
      worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    console.warn('MD5 worker unavailable; hashing on the main thread', error);
  }
  if (!worker) return md5OnThisThread;

  const pending = new Map<number, { resolve(hex: string): void; reject(error: Error): void; blob: Blob }>();
  let nextId = 1;
  let broken = false;
  worker.onmessage = (event: MessageEvent<Md5Response>) => {
    const entry = pending.get(event.data.id);
    if (!entry) return;
    pending.delete(event.data.id);
    if ('hex' in event.data) entry.resolve(event.data.hex);
    else entry.reject(new Error(event.data.error));
  };
  worker.onerror = (event) => {
    // A worker that fails to load (blocked by policy, bundling problem) must not stall the upload.
    console.warn('MD5 worker failed; hashing on the main thread', event.message);
    broken = true;
    for (const [id, entry] of pending) {
      pending.delete(id);
      md5OnThisThread(entry.blob).then(entry.resolve, entry.reject);
    }
  };
  const w = worker;
  return (blob) => {
    if (broken) return md5OnThisThread(blob);
    return new Promise<string>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, blob });
      w.postMessage({ id, blob } satisfies Md5Request);
    });
  };
}
