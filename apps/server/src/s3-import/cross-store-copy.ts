import { CloudImportError } from '../cloud-import/cloud-import.errors';
import { S3ReadError, type S3ObjectReader } from '../storage/s3-object-reader';
import type { CompletedPart, ObjectStorage } from '../storage/storage';
import type { ObjectLocation } from '../storage/storage.keys';

export interface CrossStoreCopy {
  reader: Pick<S3ObjectReader, 'head' | 'read'>;
  storage: Pick<
    ObjectStorage,
    'createMultipartUpload' | 'uploadPart' | 'completeMultipartUpload' | 'abortMultipartUpload' | 'put'
  >;
  from: ObjectLocation;
  to: ObjectLocation;
  maxBytes: number;
  /** Called once the object's size is known, before any byte is read. */
  onSize(size: number): Promise<void>;
  onProgress(copied: number, total: number): void;
  /** How many times a broken-off read is taken up again (a Range request from where it stopped). */
  resumes?: number;
  /** The smallest part written (S3's least is 5 MiB); larger objects get larger parts, at most 10,000. */
  minPartBytes?: number;
}

const maxParts = 10_000;

const tooLarge = (size: number, max: number) =>
  new CloudImportError('max_file_size_exceeded', `The object has ${size} bytes; at most ${max} are imported.`);

/** What the other store's answer means for the import (spec import §8 codes). */
function asCopyError(error: unknown, uri: string): CloudImportError {
  if (error instanceof CloudImportError) return error;
  if (!(error instanceof S3ReadError)) {
    // A stream broken off mid-object, or a socket that closed: passing.
    return new CloudImportError('download_interrupted', `${uri}: ${(error as Error).message}`, true);
  }
  if (error.status === 401 || error.status === 403) {
    return new CloudImportError('file_access_forbidden', `The store refused access to ${uri} (${error.message}).`);
  }
  if (error.status === 404) return new CloudImportError('file_not_found', `The store has no object ${uri}.`);
  if (error.status === 412) {
    return new CloudImportError('download_failed', `${uri} was replaced while it was copied; import it again.`);
  }
  const passing = error.status === null || error.status === 408 || error.status === 429 || error.status >= 500;
  return new CloudImportError(
    passing ? 'download_interrupted' : 'download_failed',
    `${uri}: ${error.message}`,
    passing,
  );
}

/**
 * The object's bytes from the other store, in order: a read that breaks off is taken up again with
 * a Range request from the byte it stopped at (of the same version: If-Match), up to `resumes` times.
 */
async function* objectBytes(
  c: CrossStoreCopy,
  head: { size: number; etag: string | null },
  uri: string,
): AsyncGenerator<Buffer> {
  let offset = 0;
  let failures = 0;
  while (offset < head.size) {
    try {
      const body = await c.reader.read(c.from.bucket, c.from.key, offset, head.etag);
      for await (const chunk of body as AsyncIterable<Buffer>) {
        offset += chunk.length;
        if (offset > head.size) throw tooLarge(offset, head.size);
        c.onProgress(offset, head.size);
        yield chunk;
      }
      if (offset < head.size) throw new Error(`the store sent ${offset} of ${head.size} bytes`);
    } catch (error) {
      const failure = asCopyError(error, uri);
      failures += 1;
      if (!failure.retryable || failures > (c.resumes ?? 5)) throw failure;
    }
  }
}

/** Cuts a stream of chunks into parts of `partBytes` (the last one shorter). */
async function* parts(chunks: AsyncIterable<Buffer>, partBytes: number): AsyncGenerator<Buffer> {
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  for await (const chunk of chunks) {
    buffered.push(chunk);
    bufferedBytes += chunk.length;
    while (bufferedBytes >= partBytes) {
      const all = Buffer.concat(buffered);
      yield all.subarray(0, partBytes);
      buffered = [all.subarray(partBytes)];
      bufferedBytes = all.length - partBytes;
    }
  }
  if (bufferedBytes > 0) yield Buffer.concat(buffered);
}

/**
 * Copies an object from another S3 store into Otto's (either driver): HeadObject first (missing →
 * file_not_found, refused → file_access_forbidden, over the limit → max_file_size_exceeded, before
 * a byte is read), then the bytes through a multipart upload, resumed where a read broke off. A
 * copy that fails aborts its upload: no part and no half-written object stays. Resolves to the size.
 */
export async function copyAcrossStores(c: CrossStoreCopy): Promise<number> {
  const uri = `s3://${c.from.bucket}/${c.from.key}`;
  let head: { size: number; etag: string | null };
  try {
    head = await c.reader.head(c.from.bucket, c.from.key);
  } catch (error) {
    throw asCopyError(error, uri);
  }
  if (head.size > c.maxBytes) throw tooLarge(head.size, c.maxBytes);
  await c.onSize(head.size);
  if (head.size === 0) {
    await c.storage.put(c.to.bucket, c.to.key, Buffer.alloc(0));
    return 0;
  }
  const partBytes = Math.max(c.minPartBytes ?? 16 * 1024 * 1024, Math.ceil(head.size / maxParts));
  const uploadId = await c.storage.createMultipartUpload(c.to.bucket, c.to.key);
  try {
    const written: CompletedPart[] = [];
    for await (const part of parts(objectBytes(c, head, uri), partBytes)) {
      written.push(await c.storage.uploadPart(c.to.bucket, c.to.key, uploadId, written.length + 1, part));
    }
    await c.storage.completeMultipartUpload(c.to.bucket, c.to.key, uploadId, written);
    return head.size;
  } catch (error) {
    await c.storage.abortMultipartUpload(c.to.bucket, c.to.key, uploadId).catch(() => undefined);
    throw error;
  }
}
