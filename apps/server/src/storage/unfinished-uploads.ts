import type { ObjectStorage } from './storage';
import type { ObjectLocation } from './storage.keys';

/**
 * Aborts every unfinished multipart upload of one object. A copy aborts its own upload when it
 * fails, but a process killed mid-copy cannot: its parts (S3 bills them; the filesystem driver
 * keeps them on disk) stay until someone aborts them. Resolves to how many were aborted.
 */
export async function abortUnfinishedUploads(
  storage: Pick<ObjectStorage, 'listMultipartUploads' | 'abortMultipartUpload'>,
  object: ObjectLocation,
): Promise<number> {
  const uploadIds = await storage.listMultipartUploads(object.bucket, object.key);
  for (const uploadId of uploadIds) await storage.abortMultipartUpload(object.bucket, object.key, uploadId);
  return uploadIds.length;
}
