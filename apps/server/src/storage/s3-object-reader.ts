import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, type S3ConnectionOptions } from './s3-client';
import { assertValidKey } from './storage.validation';

/** What the store answered, when it answered: 403 and 404 mean something to the caller; the rest is passing. */
export class S3ReadError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer came (network, a broken stream). */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'S3ReadError';
  }
}

const asReadError = (error: unknown): S3ReadError => {
  if (error instanceof S3ReadError) return error;
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  return new S3ReadError(`${e.name ?? 'Error'}: ${e.message ?? 'no answer'}`, e.$metadata?.httpStatusCode ?? null);
};

/**
 * Reads objects from an S3-compatible store by their real bucket names (no prefix: these are not
 * Otto's buckets), for copying them in from a store other than Otto's own.
 */
export function createS3ObjectReader(opts: S3ConnectionOptions) {
  const client = createS3Client(opts);
  const target = (bucket: string, key: string) => {
    assertValidKey(key);
    return { Bucket: bucket, Key: key };
  };

  return {
    /** HeadObject: the object's size and version (ETag). Throws S3ReadError (404 when missing, 403 when refused). */
    async head(bucket: string, key: string): Promise<{ size: number; etag: string | null }> {
      try {
        const out = await client.send(new HeadObjectCommand(target(bucket, key)));
        return { size: out.ContentLength ?? 0, etag: out.ETag ?? null };
      } catch (error) {
        throw asReadError(error);
      }
    },

    /**
     * GetObject from byte `start` to the end (a Range request after the first byte), of that version
     * only when `ifMatch` is given: an object replaced meanwhile answers 412 instead of other bytes.
     */
    async read(bucket: string, key: string, start: number, ifMatch?: string | null): Promise<Readable> {
      try {
        const out = await client.send(
          new GetObjectCommand({
            ...target(bucket, key),
            ...(start > 0 ? { Range: `bytes=${start}-` } : {}),
            ...(ifMatch ? { IfMatch: ifMatch } : {}),
          }),
        );
        if (!(out.Body instanceof Readable)) throw new S3ReadError('Expected a Node stream from the store', null);
        return out.Body;
      } catch (error) {
        throw asReadError(error);
      }
    },
  };
}
export type S3ObjectReader = ReturnType<typeof createS3ObjectReader>;
