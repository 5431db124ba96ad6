import type { CompletedPart } from './multipart-upload';
import { formatBytes } from '@otto/shared/upload-limits';
import { planParts } from '@otto/shared/upload-plan';

/** The byte range of part 1: what the stored part's ETag (its MD5) can be compared with. */
export const firstPartRange = (fileSize: number) => planParts(fileSize).parts[0]!;

const unquote = (etag: string) => etag.replace(/^W\//, '').replace(/"/g, '').toLowerCase();

/**
 * Why a re-picked file is not the one the stale upload started with, or null when it is: its size
 * must equal the size declared for the source and, once part 1 is stored, the MD5 of its first
 * part must equal that part's ETag. Nothing is sent before this says yes, so a wrong pick loses nothing.
 */
export function repickMismatch(input: {
  file: { name: string; size: number };
  expectedSize: number | null;
  storedParts: readonly CompletedPart[];
  /** MD5 hex of the picked file's first part; asked for only when part 1 is stored. */
  firstPartMd5?: string;
}): string | null {
  const { file, expectedSize } = input;
  if (expectedSize !== null && file.size !== expectedSize) {
    // Sizes that round alike are told in bytes, or the sentence would contradict itself.
    const alike = formatBytes(file.size) === formatBytes(expectedSize);
    const size = (n: number) => (alike ? `${n.toLocaleString('en-US')} bytes` : formatBytes(n));
    return `This is not the same file: ${file.name} is ${size(file.size)}, the upload was ${size(expectedSize)}. Pick the file you started uploading.`;
  }
  const first = input.storedParts.find((p) => p.PartNumber === 1);
  if (first && input.firstPartMd5 !== undefined && unquote(first.ETag) !== input.firstPartMd5.toLowerCase()) {
    return `This is not the same file: ${file.name} has the right size but different content. Pick the file you started uploading.`;
  }
  return null;
}
