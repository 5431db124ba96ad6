import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../http/clock';
import type { Db } from '../db/database';
import { multipartUploads } from '../db/schema';
import type { ObjectStorage } from '../storage/storage';
import { isStorageError } from '../storage/storage.errors';

/** An upload nobody finished within a day of starting (or resuming) it is abandoned: its parts go, and so does its row. */
export const abandonedUploadAgeMs = 24 * 3600_000;
export const abandonedUploadsIntervalMs = 3600_000;

export interface AbandonedUploadsDeps {
  db: Db;
  storage: Pick<ObjectStorage, 'abortMultipartUpload'>;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Aborts unfinished multipart uploads older than 24 h (the local driver deletes its parts folder,
 * S3 its stored parts) and deletes their rows. An upload storage no longer knows counts as
 * aborted; any other failure keeps the row, so the next run tries again. Resolves to the number removed.
 */
export async function removeAbandonedUploads(deps: AbandonedUploadsDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - abandonedUploadAgeMs);
  const rows = await deps.db
    .select({ uploadId: multipartUploads.uploadId, bucket: multipartUploads.bucket, key: multipartUploads.key })
    .from(multipartUploads)
    .where(and(isNull(multipartUploads.completedAt), lt(sql`coalesce(${multipartUploads.resumedAt}, ${multipartUploads.createdAt})`, cutoff)));
  let removed = 0;
  for (const row of rows) {
    try {
      await deps.storage.abortMultipartUpload(row.bucket, row.key, row.uploadId);
    } catch (err) {
      if (!isStorageError(err, 'NoSuchUpload')) {
        deps.logger.warn({ err, uploadId: row.uploadId }, 'could not abort an abandoned upload');
        continue;
      }
    }
    await deps.db.delete(multipartUploads).where(eq(multipartUploads.uploadId, row.uploadId));
    removed++;
  }
  if (removed > 0) deps.logger.info({ removed }, 'abandoned uploads removed');
  return removed;
}

/**
 * Runs the cleanup now and then every hour from the worker process (pg-boss's cron is off in
 * this app). The timer is unref'd so it never keeps the process alive; the returned function stops it.
 */
export function startAbandonedUploadsCleanup(
  deps: AbandonedUploadsDeps,
  intervalMs = abandonedUploadsIntervalMs,
): () => void {
  let running = false;
  const run = () => {
    // A run still going (a slow store) is not joined by another.
    if (running) return;
    running = true;
    void removeAbandonedUploads(deps)
      .catch((err: unknown) => deps.logger.warn({ err }, 'abandoned upload cleanup failed'))
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
