import { S3Client } from '@aws-sdk/client-s3';

/** Where an S3-compatible store is and how to sign in to it: Otto's own store, or one a user copies from. */
export interface S3ConnectionOptions {
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

/** An S3 client for any S3-compatible store (AWS S3, MinIO, R2); without keys the SDK's default chain signs. */
export function createS3Client(opts: S3ConnectionOptions): S3Client {
  return new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // S3-compatible stores reject the SDK's default CRC32 checksums on presigned part PUTs:
    // send checksums only where the API demands them; ETag = MD5 is what the upload protocol checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
