import type { InitiateMultipartUploadResponse, ResumeMultipartUploadResponse } from '@otto/shared/api/uploads';
import { multipartUpload } from '@otto/shared/constants';
import { planParts } from '@otto/shared/upload-plan';

export interface CompletedPart {
  PartNumber: number;
  ETag: string;
}

/** The three API calls of the spec's multipart protocol. */
export interface MultipartApi {
  initiate(body: {
    bucket: 'ingest';
    file_key: string;
    num_parts: number;
    content_type: string;
  }): Promise<InitiateMultipartUploadResponse>;
  finish(body: {
    upload_id: string;
    bucket: 'ingest';
    file_key: string;
    parts: CompletedPart[];
  }): Promise<{ s3_uri: string }>;
  resume(body: { upload_id: string; bucket: 'ingest'; file_key: string }): Promise<ResumeMultipartUploadResponse>;
}

export interface MultipartUploadOptions {
  file: Blob;
  fileKey: string;
  contentType: string;
  api: MultipartApi;
  /** MD5 hex of a part's bytes, computed off the main thread in the browser. */
  md5(part: Blob): Promise<string>;
  /** Sends each part; the browser passes xhrPartSender, which reports bytes as they go. */
  sendPart?: PartSender;
  /** With no sendPart, the parts go by this fetch (tests, Node). */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  concurrency?: number;
  /** How often a failed part is sent again before the upload errors (spec: 10). */
  partRetries?: number;
  /** Wait before retry n (1-based); grows so a struggling store gets room to recover. */
  retryDelayMs?: (retry: number) => number;
  /** An upload interrupted earlier (page reload): parts already stored are not sent again. */
  resumeUploadId?: string;
  onStarted?(uploadId: string): void;
  onPartDone?(part: CompletedPart, sentBytes: number, totalBytes: number): void;
  onProgress?(sentBytes: number, totalBytes: number): void;
}

export class PartUploadError extends Error {
  constructor(
    readonly partNumber: number,
    readonly reason: string,
  ) {
    super(`Part ${partNumber} failed: ${reason}`);
  }
}

/** One part's PUT: its status and ETag, with the bytes sent so far reported while it runs. */
export type PartSender = (
  url: string,
  body: Blob,
  opts: { signal?: AbortSignal; onBytes?: (loaded: number) => void },
) => Promise<{ status: number; etag: string | null }>;

const fetchPartSender =
  (doFetch: typeof fetch): PartSender =>
  async (url, body, { signal }) => {
    const response = await doFetch(url, { method: 'PUT', body, signal });
    return { status: response.status, etag: response.headers.get('ETag') };
  };

const unquote = (etag: string) => etag.replace(/^W\//, '').replace(/"/g, '').toLowerCase();

/**
 * Uploads a file in parts straight to storage: each PUT's ETag must equal the part's MD5,
 * otherwise (or on HTTP ≥ 400, or a missing ETag) the part is retried up to 10 times (11 PUTs in all).
 */
export async function uploadMultipart(opts: MultipartUploadOptions): Promise<{ s3Uri: string; uploadId: string }> {
  const send: PartSender = opts.sendPart ?? fetchPartSender(opts.fetch ?? fetch);
  const concurrency = opts.concurrency ?? 10;
  const maxAttempts = 1 + (opts.partRetries ?? multipartUpload.partRetries);
  const retryDelayMs = opts.retryDelayMs ?? ((retry: number) => Math.min(2000, 50 * 2 ** (retry - 1)));
  const total = opts.file.size;
  const { parts: plan } = planParts(total);

  let uploadId: string;
  let urls: Map<number, string>;
  const done = new Map<number, string>();
  if (opts.resumeUploadId) {
    uploadId = opts.resumeUploadId;
    const state = await opts.api.resume({ upload_id: uploadId, bucket: 'ingest', file_key: opts.fileKey });
    for (const p of state.done) done.set(p.PartNumber, p.ETag);
    urls = new Map(state.parts.map((p) => [p.part_number, p.signed_url]));
  } else {
    const started = await opts.api.initiate({
      bucket: 'ingest',
      file_key: opts.fileKey,
      num_parts: plan.length,
      content_type: opts.contentType,
    });
    uploadId = started.upload_id;
    urls = new Map(started.parts.map((p) => [p.part_number, p.signed_url]));
  }
  opts.onStarted?.(uploadId);

  const partSize = (n: number) => plan[n - 1]!.end - plan[n - 1]!.start;
  let sent = [...done.keys()].reduce((sum, n) => sum + partSize(n), 0);
  // Bytes of parts still on their way; a part counts whole only once its ETag checks out.
  const inFlight = new Map<number, number>();
  let shown = 0;
  const report = () => {
    const moving = [...inFlight.values()].reduce((sum, n) => sum + n, 0);
    // Never backwards: a part sent again starts its bytes from zero.
    shown = Math.max(shown, Math.min(total, sent + moving));
    opts.onProgress?.(shown, total);
  };
  report();

  const queue = plan.filter((p) => !done.has(p.partNumber));
  const uploadPart = async (range: (typeof plan)[number]) => {
    const blob = opts.file.slice(range.start, range.end);
    const expected = (await opts.md5(blob)).toLowerCase();
    let lastReason = 'not attempted';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      opts.signal?.throwIfAborted();
      const url = urls.get(range.partNumber);
      if (!url) throw new PartUploadError(range.partNumber, 'no signed URL');
      try {
        const response = await send(url, blob, {
          signal: opts.signal,
          // One byte short of the part until its ETag is checked: 100 % means stored.
          onBytes: (loaded) => {
            inFlight.set(range.partNumber, Math.min(loaded, partSize(range.partNumber) - 1));
            report();
          },
        });
        inFlight.delete(range.partNumber);
        const etag = response.etag;
        if (response.status >= 400) lastReason = `HTTP ${response.status}`;
        else if (!etag) lastReason = 'missing ETag';
        else if (unquote(etag) !== expected) lastReason = 'checksum mismatch';
        else {
          done.set(range.partNumber, etag);
          sent += range.end - range.start;
          opts.onPartDone?.({ PartNumber: range.partNumber, ETag: etag }, sent, total);
          report();
          return;
        }
      } catch (error) {
        inFlight.delete(range.partNumber);
        if (opts.signal?.aborted) throw error;
        lastReason = error instanceof Error ? error.message : String(error);
      }
      if (attempt < maxAttempts) await new Promise((r) => setTimeout(r, retryDelayMs(attempt)));
    }
    throw new PartUploadError(range.partNumber, lastReason);
  };

  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await uploadPart(next);
  });
  await Promise.all(workers);

  const parts = [...done.entries()].sort(([a], [b]) => a - b).map(([PartNumber, ETag]) => ({ PartNumber, ETag }));
  const finished = await opts.api.finish({ upload_id: uploadId, bucket: 'ingest', file_key: opts.fileKey, parts });
  return { s3Uri: finished.s3_uri, uploadId };
}
