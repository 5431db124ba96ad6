import type { Readable } from 'node:stream';

/** A completed part as S3 reports it: ETag is the quoted MD5 of the part's bytes. */
export interface CompletedPart {
  PartNumber: number;
  ETag: string;
}

export interface SignedUrl {
  url: string;
  /** Unix milliseconds after which the URL no longer works. */
  expires: number;
}

export interface ObjectHead {
  size: number;
  etag: string;
  contentType?: string;
}

/**
 * Object storage, as S3 models it. The local-disk driver speaks the same protocol
 * (signed part URLs, ETag = MD5 of the part) so the browser upload code has one path.
 * Keys always come from ids (see storage.keys.ts), never from user file names.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  createMultipartUpload(bucket: string, key: string, contentType: string): Promise<string>;
  signUploadPart(
    bucket: string,
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string>;
  completeMultipartUpload(bucket: string, key: string, uploadId: string, parts: CompletedPart[]): Promise<void>;
  /** Parts already stored for an unfinished upload (resuming after a page reload). */
  listParts(bucket: string, key: string, uploadId: string): Promise<CompletedPart[]>;
  abortMultipartUpload(bucket: string, key: string, uploadId: string): Promise<void>;
  /** A URL a browser can PUT one whole object to (branding images, overlays). */
  signPut(bucket: string, key: string, contentType: string, expiresInSeconds: number): Promise<SignedUrl>;
  /** A URL a browser can GET; `downloadName` asks for Content-Disposition: attachment. */
  signGet(bucket: string, key: string, expiresInSeconds: number, downloadName?: string): Promise<SignedUrl>;
  head(bucket: string, key: string): Promise<ObjectHead | null>;
  put(bucket: string, key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /** Streams an object to a local file (for ffmpeg), creating parent folders. */
  download(bucket: string, key: string, toPath: string): Promise<void>;
  upload(bucket: string, key: string, fromPath: string, contentType?: string): Promise<void>;
  getStream(bucket: string, key: string): Promise<Readable>;
  delete(bucket: string, key: string): Promise<void>;
  deletePrefix(bucket: string, prefix: string): Promise<void>;
}
