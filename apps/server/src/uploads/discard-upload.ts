import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { multipartUploads } from '../db/schema';
import type { ObjectStorage } from '../storage/storage';
import { isStorageError, storageHttpError } from '../storage/storage.errors';

/**
 * Ends an unfinished multipart upload for good: storage drops its parts (S3 AbortMultipartUpload,
 * the local driver its parts folder) and the row goes, so a late finish finds nothing. An upload
 * storage no longer knows counts as ended; a finished one is left alone (its object is the source's).
 */
export async function discardMultipartUpload(
  deps: { db: Db; storage: Pick<ObjectStorage, 'abortMultipartUpload'> },
  uploadId: string | null,
): Promise<void> {
  if (!uploadId) return;
  const [row] = await deps.db.select().from(multipartUploads).where(eq(multipartUploads.uploadId, uploadId));
  if (!row || row.completedAt) return;
  try {
    await deps.storage.abortMultipartUpload(row.bucket, row.key, row.uploadId);
  } catch (error) {
    if (!isStorageError(error, 'NoSuchUpload')) throw storageHttpError(error);
  }
  await deps.db.delete(multipartUploads).where(eq(multipartUploads.uploadId, uploadId));
}
