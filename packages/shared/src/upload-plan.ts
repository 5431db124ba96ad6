/** How a local file is cut into multipart-upload parts (spec import §7, §9). */
import { multipartUpload } from './constants';

const MiB = 1024 * 1024;

export interface PartRange {
  /** 1-based, as S3 numbers parts. */
  partNumber: number;
  /** Byte offset of the first byte. */
  start: number;
  /** Byte offset just past the last byte (half-open), ready for Blob.slice. */
  end: number;
}

export interface UploadPlan {
  chunkSize: number;
  numParts: number;
  parts: PartRange[];
}

/**
 * Parts are 5 MiB; when that would need more than 10000 parts the chunk grows, in whole MiB so
 * the numbers stay readable, until the file fits. An empty file is one empty part.
 */
export function planParts(fileSize: number): UploadPlan {
  if (!Number.isSafeInteger(fileSize) || fileSize < 0) throw new RangeError(`invalid file size: ${fileSize}`);
  const { chunkSizeBytes, maxParts, maxPartBytes } = multipartUpload;
  const needed = Math.ceil(fileSize / maxParts);
  const chunkSize = Math.max(chunkSizeBytes, Math.ceil(needed / MiB) * MiB);
  if (chunkSize > maxPartBytes) throw new RangeError(`file too large for a multipart upload: ${fileSize} bytes`);
  const numParts = Math.max(1, Math.ceil(fileSize / chunkSize));
  const parts: PartRange[] = [];
  for (let i = 0; i < numParts; i++) {
    parts.push({ partNumber: i + 1, start: i * chunkSize, end: Math.min(fileSize, (i + 1) * chunkSize) });
  }
  return { chunkSize, numParts, parts };
}

/** Lowercase alphanumeric extension of at most 8 characters, else 'bin'. Accepts 'MP4', '.mov', 'file.wav'. */
export function sanitiseExt(ext: string | undefined | null): string {
  const raw = (ext ?? '').trim().toLowerCase();
  const candidate = raw.includes('.') ? raw.slice(raw.lastIndexOf('.') + 1) : raw;
  return /^[a-z0-9]{1,8}$/.test(candidate) ? candidate : 'bin';
}

/**
 * Where a local upload lands in the 'ingest' bucket: {projectId}/{sourceId}/{sourceId}.{ext}, ids
 * only (the name gives just its extension). The server keys uploads with it; the browser derives
 * it to take up an upload it no longer remembers (re-picking the file of a stale upload).
 */
export const ingestObjectKey = (projectId: string, sourceId: string, filenameOrExt: string): string =>
  `${projectId}/${sourceId}/${sourceId}.${sanitiseExt(filenameOrExt)}`;
