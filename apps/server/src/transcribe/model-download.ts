import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { TranscribeLogger } from './transcribe.types';

export interface DownloadOptions {
  url: string;
  destPath: string;
  logger: TranscribeLogger;
  /** Hex SHA-256 the file must have, when known. */
  sha256?: string;
  /** Refuses anything smaller: an HTML error page is not a model. */
  minBytes?: number;
  /** Checks the first bytes (e.g. the ggml magic) before the file is accepted. */
  validateHead?: (head: Buffer) => string | undefined;
  signal?: AbortSignal;
  /** Share of the file received, 0..1, when the server announces its length. */
  onProgress?: (fraction: number) => void;
  /** Gives up when no byte arrives for this long (a dead link hangs rather than fails); 30 s when omitted. */
  stallTimeoutMs?: number;
}

/** Log lines while downloading: one per this many percent. */
const LOG_STEP_PERCENT = 10;
const DEFAULT_STALL_MS = 30_000;

/** `ggml` little-endian: the first four bytes of every whisper.cpp model file. */
export function ggmlMagic(head: Buffer): string | undefined {
  return head.length >= 4 && head.readUInt32LE(0) === 0x67676d6c
    ? undefined
    : 'not a ggml model file (wrong magic bytes)';
}

const inflight = new Map<string, { done: Promise<string>; listeners: Set<(fraction: number) => void> }>();

/** Downloads once per destination even when several jobs ask at the same time; each hears the progress. */
export function downloadOnce(options: DownloadOptions): Promise<string> {
  let running = inflight.get(options.destPath);
  if (!running) {
    const listeners = new Set<(fraction: number) => void>();
    const done = downloadFile({
      ...options,
      onProgress: (fraction) => listeners.forEach((listen) => listen(fraction)),
    }).finally(() => inflight.delete(options.destPath));
    running = { done, listeners };
    inflight.set(options.destPath, running);
  }
  if (options.onProgress) running.listeners.add(options.onProgress);
  return running.done;
}

/**
 * Streams `url` to `<dest>.<random>.part`, logging every 10 %, checks size (against
 * Content-Length and `minBytes`), magic bytes and SHA-256, then renames it into place
 * atomically, so a crash or a parallel worker never leaves a half model at `destPath`.
 */
export async function downloadFile(options: DownloadOptions): Promise<string> {
  const { url, destPath, logger, signal } = options;
  await mkdir(dirname(destPath), { recursive: true });
  await removeAbandonedParts(destPath);
  const partPath = `${destPath}.${randomUUID().slice(0, 8)}.part`;
  const name = basename(destPath);
  // Aborted when the link goes quiet: covers an unanswered connect as well as a stalled body.
  const stall = new AbortController();
  const stallMs = options.stallTimeoutMs ?? DEFAULT_STALL_MS;
  let stallTimer = setTimeout(() => stall.abort(stallError(url, stallMs)), stallMs);
  const alive = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => stall.abort(stallError(url, stallMs)), stallMs);
  };
  const aborted = signal ? AbortSignal.any([signal, stall.signal]) : stall.signal;
  try {
    const response = await fetch(url, { signal: aborted, redirect: 'follow' });
    alive();
    if (!response.ok || !response.body) {
      throw new Error(`download of ${url} failed: HTTP ${response.status} ${response.statusText}`);
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    const total = Number.isFinite(declared) && declared > 0 ? declared : undefined;
    logger.info({ url, destPath, bytes: total }, `downloading ${name}${total ? ` (${formatMb(total)})` : ''}`);

    const hash = createHash('sha256');
    let received = 0;
    let nextLog = LOG_STEP_PERCENT;
    options.onProgress?.(0);
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        alive();
        hash.update(chunk);
        received += chunk.length;
        if (total) {
          options.onProgress?.(Math.min(1, received / total));
          const percent = Math.floor((received / total) * 100);
          if (percent >= nextLog && percent < 100) {
            logger.info({ percent, bytes: received }, `downloading ${name}: ${percent} %`);
            nextLog = (Math.floor(percent / LOG_STEP_PERCENT) + 1) * LOG_STEP_PERCENT;
          }
        }
        done(null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      meter,
      createWriteStream(partPath),
      { signal: aborted },
    );

    const problem = await verify(partPath, received, total, hash.digest('hex'), options);
    if (problem) throw new Error(`download of ${url} rejected: ${problem}`);
    await rename(partPath, destPath);
    logger.info({ destPath, bytes: received }, `downloaded ${name}: 100 %`);
    return destPath;
  } catch (err) {
    await rm(partPath, { force: true });
    throw stall.signal.aborted ? (stall.signal.reason as Error) : err;
  } finally {
    clearTimeout(stallTimer);
  }
}

/** A `.part` nobody has written to for this long was left by a process that died mid-download. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

async function removeAbandonedParts(destPath: string): Promise<void> {
  const dir = dirname(destPath);
  const prefix = `${basename(destPath)}.`;
  for (const name of await readdir(dir)) {
    if (!name.startsWith(prefix) || !name.endsWith('.part')) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    // A download still running in another worker keeps its file fresh.
    if (info && Date.now() - info.mtimeMs > ABANDONED_AFTER_MS) await rm(path, { force: true });
  }
}

function stallError(url: string, ms: number): Error {
  return new Error(`download of ${url} failed: no data for ${Math.round(ms / 1000)} s`);
}

async function verify(
  path: string,
  received: number,
  total: number | undefined,
  sha256: string,
  options: DownloadOptions,
): Promise<string | undefined> {
  const { size } = await stat(path);
  if (size !== received) return `wrote ${size} bytes but received ${received}`;
  if (total !== undefined && size !== total) return `got ${size} bytes, the server announced ${total}`;
  if (options.minBytes !== undefined && size < options.minBytes)
    return `only ${size} bytes, expected at least ${options.minBytes}`;
  if (options.sha256 && options.sha256.toLowerCase() !== sha256)
    return `SHA-256 ${sha256} does not match the expected ${options.sha256}`;
  if (options.validateHead) {
    const file = await open(path, 'r');
    try {
      const head = Buffer.alloc(16);
      const { bytesRead } = await file.read(head, 0, 16, 0);
      return options.validateHead(head.subarray(0, bytesRead));
    } finally {
      await file.close();
    }
  }
  return undefined;
}

function formatMb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
