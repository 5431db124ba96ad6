import { parseS3ImportRows } from '@otto/shared/cloud-import';
import { cloudImportText } from '@otto/shared/ui-text';
import { badRequest } from '../http/http-error';
import { buckets, parseObjectUri, type ObjectLocation } from '../storage/storage.keys';

/** Otto's own buckets hold other users' files: never a source, whatever the prefix says. */
const ownBuckets: ReadonlySet<string> = new Set(buckets);

/**
 * The object an S3 URI names, when it passes the same rule the modal applies (spec import §5);
 * anything else is refused with the spec's text.
 */
export function allowedS3Object(uri: string, prefix: string): ObjectLocation {
  const parsed = parseS3ImportRows([{ uri, filename: '' }], prefix);
  const location = parsed.ok ? parseObjectUri(uri.trim()) : null;
  if (!location || ownBuckets.has(location.bucket)) throw badRequest(cloudImportText.s3InvalidUris, 'invalid_s3_uri');
  return location;
}
