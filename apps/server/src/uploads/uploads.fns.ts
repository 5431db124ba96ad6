import { badRequest } from '../http/http-error';
import type { CompletedPart } from '../storage/storage';

/**
 * The parts a finish names, checked before storage sees them: every part from 1 to the count
 * given at initiate, once each. S3 answers InvalidPart for a part it lacks, but S3-compatible
 * stores differ (s3rver fails with a 500, or never answers), so the list is checked here first.
 * ETags are left to storage, which compares them with the bytes it holds.
 */
export function finishablePartList(parts: readonly CompletedPart[], numParts: number): CompletedPart[] {
  const sorted = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
  for (const [i, part] of sorted.entries()) {
    const expected = i + 1;
    if (part.PartNumber === expected && expected <= numParts) continue;
    if (part.PartNumber < expected) throw badRequest(`Part ${part.PartNumber} is listed twice.`, 'invalid_part');
    if (expected <= numParts) {
      throw badRequest(`Part ${expected} is missing. Upload it, then finish again.`, 'invalid_part');
    }
    throw badRequest(`This upload has ${numParts} parts; part ${part.PartNumber} is not one of them.`, 'invalid_part');
  }
  if (sorted.length < numParts) {
    throw badRequest(`Part ${sorted.length + 1} is missing. Upload it, then finish again.`, 'invalid_part');
  }
  return sorted;
}
