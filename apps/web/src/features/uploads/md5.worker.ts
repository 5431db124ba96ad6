import { createMD5 } from 'hash-wasm';

/** Hashes upload parts off the main thread, so a large upload keeps the page responsive. */
const hasher = createMD5();

export interface Md5Request {
  id: number;
  blob: Blob;
}
export type Md5Response = { id: number; hex: string } | { id: number; error: string };

self.onmessage = (event: MessageEvent<Md5Request>) => {
  const { id, blob } = event.data;
  void (async () => {
    try {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      const md5 = await hasher;
      // init/update/digest run without an await between them, so parts hashed at once never mix.
      md5.init();
      md5.update(bytes);
      self.postMessage({ id, hex: md5.digest('hex') } satisfies Md5Response);
    } catch (error) {
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Md5Response);
    }
  })();
};
