import { open, stat, truncate, type FileHandle } from 'node:fs/promises';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OutboundError, type GuardedFetch } from '../infrastructure/guarded-fetch';
import { CloudImportError, errorForStatus } from './cloud-import.errors';

/** Where a file's bytes are and what to send for them (a provider's token, say). */
export interface MediaRequest {
  url: string;
  headers: Record<string, string>;
}

export interface ResumableDownload {
  fetch: GuardedFetch;
  request: MediaRequest;
  /** Named in error messages. */
  provider: string;
  /** A partial file left by an earlier try is continued from its end. */
  toPath: string;
  maxBytes: number;
  /** The size the provider's metadata gave, when it did. */
  expectedBytes: number | null;
  onProgress(received: number, total: number | null): void;
  /** How many times a broken-off transfer is taken up again (with a Range request) before the try fails. */
  resumes?: number;
  /**
   * Looks at the partial file once this many bytes are in it (or at the end, for a smaller file):
   * a container's header tells the duration long before its last byte. Throwing stops the download;
   * resolving to false (the file could not tell yet) looks again at the end.
   */
  checkpoint?: { afterBytes: number; check(path: string): Promise<boolean> };
}

/**
 * Appends each chunk to the file before taking the next, and runs the checkpoint on what is written.
 * Closing waits for the write in flight: a pipeline that fails (the connection broke) destroys the
 * sink at once, and the next try must not measure the file before that write has landed.
 */
function fileSink(path: string, append: boolean, afterWrite: (chunkBytes: number) => Promise<void>): Writable {
  let handle: FileHandle | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  return new Writable({
    construct(done) {
      open(path, append ? 'a' : 'w').then((opened) => {
        handle = opened;
        done();
      }, done);
    },
    write(chunk: Buffer, _encoding, done) {
      inFlight = handle!.write(chunk).then(() => afterWrite(chunk.length));
      inFlight.then(() => done(), done);
    },
    destroy(error, done) {
      if (!handle) return done(error);
      const opened = handle;
      inFlight
        .catch(() => undefined)
        .then(() => opened.close())
        .then(
          () => done(error),
          () => done(error),
        );
    },
  });
}

/** Resolves once the stream has closed: for a file sink, once its last write is on disk. */
const closed = (stream: Writable) =>
  new Promise<void>((resolve) => (stream.closed ? resolve() : stream.once('close', () => resolve())));

const sizeOf = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => 0,
  );

const tooLarge = (max: number) =>
  new CloudImportError('max_file_size_exceeded', `The file is larger than the ${max} bytes this server imports.`);

/** `bytes 100-199/1000` → its start and total (null when the total is '*'). */
function parseContentRange(header: string | undefined): { start: number; total: number | null } | null {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { start: Number(match[1]), total: match[2] === '*' ? null : Number(match[2]) };
}

function asImportError(error: unknown, provider: string, maxBytes: number): CloudImportError {
  if (error instanceof CloudImportError) return error;
  if (error instanceof OutboundError) {
    if (error.code === 'too_large') return tooLarge(maxBytes);
    if (error.code === 'blocked_url' || error.code === 'blocked_address' || error.code === 'too_many_redirects') {
      return new CloudImportError('download_refused', error.message);
    }
    return new CloudImportError('download_interrupted', error.message, true);
  }
  return new CloudImportError('download_interrupted', `${provider}: ${(error as Error).message}`, true);
}

/**
 * Downloads to a local file, taking a broken-off transfer up again where it stopped with a Range
 * request; a server that ignores Range sends it all again. Sizes are checked against the limit
 * before (declared length) and while the bytes arrive. Resolves to the file's size.
 */
export async function downloadResumable(d: ResumableDownload): Promise<number> {
  const resumes = d.resumes ?? 5;
  let failures = 0;
  // Settled once a look at the file has told; a stop it ordered wins over how the transfer then broke off.
  let settled = false;
  let stopped: CloudImportError | undefined;
  const look = async () => {
    if (!d.checkpoint || settled) return;
    try {
      settled = await d.checkpoint.check(d.toPath);
    } catch (error) {
      stopped = asImportError(error, d.provider, d.maxBytes);
      throw stopped;
    }
  };
  for (;;) {
    let offset = await sizeOf(d.toPath);
    if (d.expectedBytes !== null && offset > d.expectedBytes) {
      await truncate(d.toPath, 0);
      offset = 0;
    }
    try {
      const headers = { ...d.request.headers, ...(offset > 0 ? { Range: `bytes=${offset}-` } : {}) };
      const response = await d.fetch(d.request.url, { headers, maxBytes: d.maxBytes - offset });
      if (response.status === 416 && offset > 0 && offset === d.expectedBytes) {
        response.body.resume();
        return offset; // everything arrived before the connection broke
      }
      if (response.status !== 200 && response.status !== 206) {
        response.body.resume();
        throw errorForStatus(response.status, d.provider);
      }
      let total: number | null;
      if (response.status === 206) {
        const range = parseContentRange(response.headers['content-range']);
        if (!range || range.start !== offset) {
          response.body.resume();
          await truncate(d.toPath, 0);
          throw new CloudImportError('download_interrupted', `${d.provider} sent another range than asked.`, true);
        }
        total = range.total ?? d.expectedBytes;
      } else {
        // The whole file again (Range not supported, or a first request): start over.
        offset = 0;
        const length = Number(response.headers['content-length']);
        total = Number.isFinite(length) ? length : d.expectedBytes;
      }
      if (total !== null && total > d.maxBytes) {
        response.body.destroy();
        throw tooLarge(d.maxBytes);
      }
      let received = offset;
      d.onProgress(received, total);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > d.maxBytes) return done(tooLarge(d.maxBytes));
          d.onProgress(received, total);
          done(null, chunk);
        },
      });
      let onDisk = offset;
      let looked = false;
      const sink = fileSink(d.toPath, offset > 0, async (bytes) => {
        onDisk += bytes;
        if (d.checkpoint && !looked && onDisk >= d.checkpoint.afterBytes) {
          looked = true;
          await look();
        }
      });
      // The next try starts from the file's size, so it waits until the last write is in it.
      await pipeline(response.body, counter, sink).finally(() => closed(sink));
      if (total !== null && received !== total) {
        throw new CloudImportError('download_interrupted', `${d.provider} sent ${received} of ${total} bytes.`, true);
      }
      await look();
      return received;
    } catch (error) {
      const failure = stopped ?? asImportError(error, d.provider, d.maxBytes);
      failures += 1;
      if (!failure.retryable || failures > resumes) throw failure;
    }
  }
}
