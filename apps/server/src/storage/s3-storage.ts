import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeForKey, servedAs } from './content-types';
import { openFileStream } from './local-files';
import { createS3Client, type S3ConnectionOptions } from './s3-client';
import type { ObjectHead, ObjectStorage, SignedPut, StoredPart } from './storage';
import { StorageError, type StorageErrorCode } from './storage.errors';
import { assertValidKey, assertValidPrefix } from './storage.validation';

export interface S3StorageOptions extends S3ConnectionOptions {
  /** Physical bucket names are `${bucketPrefix}${logicalBucket}`. */
  bucketPrefix: string;
  /** Logical buckets to create when missing. */
  ensureBuckets?: readonly string[];
}

/** Parts for server-side uploads (renders, proxies): big enough to stay far below S3's 10,000-part limit. */
const serverPartBytes = 64 * 1024 * 1024;

/** Tries at a download whose body breaks off: the first and two more. */
const downloadTries = 3;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

const mappedS3Errors = new Set<string>([
  'InvalidPart',
  'InvalidPartOrder',
  'NoSuchUpload',
  'NoSuchKey',
  'EntityTooLarge',
]);

/** S3's own error codes become StorageErrors (a wrong ETag or a missing part at completion is InvalidPart). */
const mapS3Error = (error: unknown): unknown => {
  const name = (error as { name?: string }).name;
  if (name && mappedS3Errors.has(name)) {
    return new StorageError(name as StorageErrorCode, (error as Error).message);
  }
  return error;
};

/** The same interface on any S3-compatible store (AWS S3, MinIO, R2): browsers talk to it directly. */
export async function createS3Storage(opts: S3StorageOptions): Promise<ObjectStorage> {
  const client = createS3Client(opts);
  const physical = (bucket: string) => `${opts.bucketPrefix}${bucket}`;
  const target = (bucket: string, key: string) => {
    assertValidKey(key);
    return { Bucket: physical(bucket), Key: key };
  };
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw mapS3Error(error);
    }
  };

  for (const bucket of opts.ensureBuckets ?? []) {
    try {
      await client.send(new HeadBucketCommand({ Bucket: physical(bucket) }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await client.send(new CreateBucketCommand({ Bucket: physical(bucket) }));
    }
  }

  /** The largest object one CopyObject call copies. */
  const maxCopyObjectBytes = 5 * 1024 ** 3;

  /** Uploads a stream of unknown length: one PUT when it fits in a part, else a multipart upload. */
  const putStream = async (bucket: string, key: string, body: AsyncIterable<Buffer>, contentType?: string) => {
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    let uploadId: string | undefined;
    const parts: Array<{ PartNumber: number; ETag: string }> = [];
    const flushPart = async () => {
      uploadId ??= (
        await client.send(new CreateMultipartUploadCommand({ ...target(bucket, key), ContentType: contentType }))
      ).UploadId;
      const PartNumber = parts.length + 1;
      const Body = Buffer.concat(buffered);
      buffered = [];
      bufferedBytes = 0;
      const { ETag } = await client.send(
        new UploadPartCommand({ ...target(bucket, key), UploadId: uploadId, PartNumber, Body }),
      );
      parts.push({ PartNumber, ETag: ETag ?? '' });
    };
    try {
      for await (const chunk of body) {
        buffered.push(chunk);
        bufferedBytes += chunk.byteLength;
        if (bufferedBytes >= serverPartBytes) await flushPart();
      }
      if (!uploadId) {
        await client.send(
          new PutObjectCommand({ ...target(bucket, key), Body: Buffer.concat(buffered), ContentType: contentType }),
        );
        return;
      }
      if (bufferedBytes > 0) await flushPart();
      await client.send(
        new CompleteMultipartUploadCommand({
          ...target(bucket, key),
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      if (uploadId)
        await client
          .send(new AbortMultipartUploadCommand({ ...target(bucket, key), UploadId: uploadId }))
          .catch(() => undefined);
      throw mapS3Error(error);
    }
  };

  const storage: ObjectStorage = {
    kind: 's3',

    createMultipartUpload: (bucket, key) =>
      send(async () => {
        const out = await client.send(
          new CreateMultipartUploadCommand({ ...target(bucket, key), ContentType: contentTypeForKey(key) }),
        );
        if (!out.UploadId) throw new Error('The storage server returned no UploadId');
        return out.UploadId;
      }),

    signUploadPart: (bucket, key, uploadId, partNumber, expiresInSeconds) =>
      getSignedUrl(
        client,
        new UploadPartCommand({ ...target(bucket, key), UploadId: uploadId, PartNumber: partNumber }),
        {
          expiresIn: expiresInSeconds,
        },
      ),

    completeMultipartUpload: (bucket, key, uploadId, parts) =>
      send(async () => {
        const Parts = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
        await client.send(
          new CompleteMultipartUploadCommand({
            ...target(bucket, key),
            UploadId: uploadId,
            MultipartUpload: { Parts },
          }),
        );
      }),

    uploadPart: (bucket, key, uploadId, partNumber, body) =>
      send(async () => {
        const out = await client.send(
          new UploadPartCommand({ ...target(bucket, key), UploadId: uploadId, PartNumber: partNumber, Body: body }),
        );
        if (!out.ETag) throw new Error('The storage server returned no ETag for the part');
        return { PartNumber: partNumber, ETag: out.ETag };
      }),

    listParts: (bucket, key, uploadId) =>
      send(async () => {
        const parts: StoredPart[] = [];
        let PartNumberMarker: string | undefined;
        do {
          const page = await client.send(
            new ListPartsCommand({ ...target(bucket, key), UploadId: uploadId, PartNumberMarker }),
          );
          for (const part of page.Parts ?? []) {
            if (part.PartNumber && part.ETag) {
              parts.push({ PartNumber: part.PartNumber, ETag: part.ETag, LastModified: part.LastModified });
            }
          }
          PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
        } while (PartNumberMarker);
        return parts.sort((a, b) => a.PartNumber - b.PartNumber);
      }),

    abortMultipartUpload: (bucket, key, uploadId) =>
      send(async () => {
        await client.send(new AbortMultipartUploadCommand({ ...target(bucket, key), UploadId: uploadId }));
      }),

    listMultipartUploads: (bucket, key) =>
      send(async () => {
        const ids: string[] = [];
        let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
        do {
          // The key as a prefix, then only this key: another object's key may start with it.
          const page = await client.send(
            new ListMultipartUploadsCommand({ Bucket: physical(bucket), Prefix: target(bucket, key).Key, ...markers }),
          );
          for (const upload of page.Uploads ?? []) if (upload.Key === key && upload.UploadId) ids.push(upload.UploadId);
          markers = page.IsTruncated ? { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker } : {};
        } while (markers.KeyMarker);
        return ids;
      }),

    async signPut(bucket, key, expiresInSeconds): Promise<SignedPut> {
      // The type is signed into the URL, so the browser's PUT can only store what the key says.
      const contentType = contentTypeForKey(key);
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ ...target(bucket, key), ContentType: contentType }),
        {
          expiresIn: expiresInSeconds,
        },
      );
      return { url, expires: Date.now() + expiresInSeconds * 1000, contentType };
    },

    async signGet(bucket, key, expiresInSeconds, downloadName) {
      // Whatever type the object was stored with, the GET answers the key's type and, for
      // anything but media, an attachment.
      const served = servedAs(key, downloadName);
      const command = new GetObjectCommand({
        ...target(bucket, key),
        ResponseContentType: served.contentType,
        ResponseContentDisposition: served.disposition,
      });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds });
      return { url, expires: Date.now() + expiresInSeconds * 1000 };
    },

    async head(bucket, key): Promise<ObjectHead | null> {
      try {
        const out = await client.send(new HeadObjectCommand(target(bucket, key)));
        return { size: out.ContentLength ?? 0, etag: out.ETag ?? '', contentType: out.ContentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async put(bucket, key, body, contentType) {
      const type = contentType ?? contentTypeForKey(key);
      if (Buffer.isBuffer(body)) {
        await send(() => client.send(new PutObjectCommand({ ...target(bucket, key), Body: body, ContentType: type })));
        return;
      }
      await putStream(bucket, key, body, type);
    },

    async download(bucket, key, toPath) {
      await mkdir(dirname(toPath), { recursive: true });
      const partial = `${toPath}.partial`;
      // The SDK retries a request only until its response starts: a body cut off midway (a reset
      // connection, a restarted S3 node) would fail a whole render or import, so it starts over.
      for (let attempt = 1; ; attempt++) {
        try {
          await pipeline(await storage.getStream(bucket, key), createWriteStream(partial));
          await rename(partial, toPath);
          return;
        } catch (error) {
          await rm(partial, { force: true });
          if (error instanceof StorageError || attempt >= downloadTries) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        }
      }
    },

    async upload(bucket, key, fromPath, contentType = contentTypeForKey(key)) {
      const file = await openFileStream(fromPath, { highWaterMark: 1024 * 1024 });
      try {
        if (file.size <= serverPartBytes) {
          await send(() =>
            client.send(
              new PutObjectCommand({
                ...target(bucket, key),
                Body: file.stream,
                ContentLength: file.size,
                ContentType: contentType,
              }),
            ),
          );
          return;
        }
        await putStream(bucket, key, file.stream, contentType);
      } finally {
        file.stream.destroy();
      }
    },

    async copy(from, to) {
      const head = await storage.head(from.bucket, from.key);
      if (!head) throw new StorageError('NoSuchKey', `No object ${from.bucket}/${from.key}`);
      if (head.size > maxCopyObjectBytes) {
        await putStream(to.bucket, to.key, await storage.getStream(from.bucket, from.key), contentTypeForKey(to.key));
        return;
      }
      const source = target(from.bucket, from.key);
      await send(() =>
        client.send(
          new CopyObjectCommand({
            ...target(to.bucket, to.key),
            CopySource: `${source.Bucket}/${encodeURIComponent(source.Key).replace(/%2F/g, '/')}`,
            ContentType: contentTypeForKey(to.key),
            MetadataDirective: 'REPLACE',
          }),
        ),
      );
    },

    async getStream(bucket, key) {
      try {
        const out = await client.send(new GetObjectCommand(target(bucket, key)));
        if (!(out.Body instanceof Readable)) throw new Error('Expected a Node stream from the storage server');
        return out.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StorageError('NoSuchKey', `No object ${bucket}/${key}`);
        throw error;
      }
    },

    async delete(bucket, key) {
      await send(() => client.send(new DeleteObjectCommand(target(bucket, key))));
    },

    async deletePrefix(bucket, prefix) {
      assertValidPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: physical(bucket), Prefix: prefix, ContinuationToken }),
        );
        // One DELETE per object: DeleteObjects needs Content-MD5, which several S3-compatible stores handle differently.
        for (const object of page.Contents ?? []) {
          if (object.Key) await client.send(new DeleteObjectCommand({ Bucket: physical(bucket), Key: object.Key }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  return storage;
}
