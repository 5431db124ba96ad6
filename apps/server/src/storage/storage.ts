import type { Readable } from 'node:stream';

/** A completed part as S3 reports it: ETag is the quoted MD5 of the part's bytes. */
export interface CompletedPart {
  PartNumber: number;
  ETag: string;
}

/** A part storage holds for an unfinished upload, and when it arrived (stale-upload detection). */
export interface StoredPart extends CompletedPart {
  /** Absent only where an S3-compatible store leaves it out of ListParts. */
  LastModified?: Date;
}

export interface SignedUrl {
  url: string;
  /** Unix milliseconds after which the URL no longer works. */
  expires: number;
}

/** A whole-object PUT URL and the Content-Type the PUT must send (derived from the key, never the client's). */
export interface SignedPut extends SignedUrl {
  contentType: string;
}

export interface ObjectHead {
  size: number;
  etag: string;
  contentType?: string;
}

/**
 * Object storage, as S3 models it. The local-disk driver speaks the same protocol
 * (signed part URLs, ETag = MD5 of the part) so the browser upload code has one path.
 * Keys always come from ids (see storage.keys.ts), never from user file names, and an object's
 * content type always comes from its key's extension (content-types.ts), never from a client.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  createMultipartUpload(bucket: string, key: string): Promise<string>;
  signUploadPart(
    bucket: string,
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string>;
  completeMultipartUpload(bucket: string, key: string, uploadId: string, parts: CompletedPart[]): Promise<void>;
  /** Stores one part of a multipart upload the server itself writes (an object streamed in from elsewhere). */
  uploadPart(bucket: string, key: string, uploadId: string, partNumber: number, body: Buffer): Promise<CompletedPart>;
  /** Parts already stored for an unfinished upload (resuming after a page reload; spotting a stuck one). */
  listParts(bucket: string, key: string, uploadId: string): Promise<StoredPart[]>;
  abortMultipartUpload(bucket: string, key: string, uploadId: string): Promise<void>;
  /** The ids of this exact key's unfinished uploads (S3: ListMultipartUploads), e.g. one a killed process left. */
  listMultipartUploads(bucket: string, key: string): Promise<string[]>;
  /** A URL a browser can PUT one whole object to (branding images, overlays). */
  signPut(bucket: string, key: string, expiresInSeconds: number): Promise<SignedPut>;
  /**
   * A URL a browser can GET, served with the key's content type; `downloadName` asks for
   * Content-Disposition: attachment, which anything but audio, video and images always gets.
   */
  signGet(bucket: string, key: string, expiresInSeconds: number, downloadName?: string): Promise<SignedUrl>;
  head(bucket: string, key: string): Promise<ObjectHead | null>;
  put(bucket: string, key: string, body: Buffer | Readable, contentType?: string): Promise<void>;
  /** Streams an object to a local file (for ffmpeg), creating parent folders. */
  download(bucket: string, key: string, toPath: string): Promise<void>;
  upload(bucket: string, key: string, fromPath: string, contentType?: string): Promise<void>;
  getStream(bucket: string, key: string): Promise<Readable>;
  /**
   * Copies an object inside this store (S3: CopyObject, no bytes through the server, up to 5 GiB;
   * larger ones are streamed). NoSuchKey when the source is missing.
   */
  copy(from: { bucket: string; key: string }, to: { bucket: string; key: string }): Promise<void>;
  delete(bucket: string, key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (never empty: a whole bucket is not a prefix). */
  deletePrefix(bucket: string, prefix: string): Promise<void>;
}
