import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../http/clock';
import type { Db } from '../db/database';
import type { EventBus } from '../events/events';
import { multipartUploads, sources } from '../db/schema';
import { publishSource } from '../ingest/ingest.events';
import type { ObjectStorage, StoredPart } from '../storage/storage';
import { isStorageError } from '../storage/storage.errors';
import { isUploadStale, lastUploadActivity } from './stale-uploads.fns';

export interface StaleUploadsDeps {
  db: Db;
  storage: Pick<ObjectStorage, 'listParts'>;
  events: Pick<EventBus, 'publish'>;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn'>;
  staleAfterMs: number;
  /** A source went stale or came back: the import may move on without it (stage, completion). */
  onChange(projectId: string): Promise<void>;
}

/**
 * Marks uploading sources stale when storage received none of their parts for `staleAfterMs`, and
 * live again when one arrives. The parts' times come from storage (ListParts), never from the
 * browser, so an upload whose browser died is found too; so is a file that was still queued behind
 * another when its browser died (never initiated: counted from when it started uploading), and one
 * whose browser died between finishing the upload and handing it to ingest. Resolves to the
 * sources whose flag changed.
 */
export async function checkStaleUploads(deps: StaleUploadsDeps): Promise<string[]> {
  const rows = await deps.db
    .select({
      sourceId: sources.id,
      projectId: sources.projectId,
      stale: sources.stale,
      uploadJobId: sources.uploadJobId,
      sourceUpdatedAt: sources.updatedAt,
      uploadId: multipartUploads.uploadId,
      bucket: multipartUploads.bucket,
      key: multipartUploads.key,
      createdAt: multipartUploads.createdAt,
      resumedAt: multipartUploads.resumedAt,
      completedAt: multipartUploads.completedAt,
    })
    .from(sources)
    .leftJoin(multipartUploads, eq(multipartUploads.uploadId, sources.uploadJobId))
    .where(eq(sources.state, 'uploading'));
  const changed: string[] = [];
  for (const row of rows) {
    // Without a stored upload nothing can show life but a browser starting one (which clears the
    // flag itself); its clock is the row's updatedAt, which turning stale just moved.
    if (row.stale && !row.uploadId) continue;
    const lastActivity = await activityOf(deps, row);
    if (!lastActivity) continue;
    const stale = isUploadStale(lastActivity, deps.clock.now(), deps.staleAfterMs);
    if (stale === row.stale) continue;
    // Only while it is still this upload, still uploading: a finish or a new upload in the meantime wins.
    const [updated] = await deps.db
      .update(sources)
      .set({ stale, updatedAt: new Date() })
      .where(
        and(
          eq(sources.id, row.sourceId),
          eq(sources.state, 'uploading'),
          row.uploadJobId === null ? isNull(sources.uploadJobId) : eq(sources.uploadJobId, row.uploadJobId),
        ),
      )
      .returning({ id: sources.id });
    if (!updated) continue;
    changed.push(row.sourceId);
    await publishSource(deps.events, row.projectId, row.sourceId, 'uploading', { stale });
    await deps.onChange(row.projectId);
  }
  if (changed.length > 0) deps.logger.info({ sources: changed }, 'stale uploads changed');
  return changed;
}

/** When the upload last showed life, or null when storage could not say (tried again next time). */
async function activityOf(
  deps: Pick<StaleUploadsDeps, 'storage' | 'logger'>,
  row: {
    sourceUpdatedAt: Date;
    uploadId: string | null;
    bucket: string | null;
    key: string | null;
    createdAt: Date | null;
    resumedAt: Date | null;
    completedAt: Date | null;
  },
): Promise<Date | null> {
  // Never initiated (queued when the browser died), or forgotten after a day: since it started uploading.
  if (!row.uploadId || !row.bucket || !row.key || !row.createdAt) return row.sourceUpdatedAt;
  // Stored whole, but never handed to ingest.
  if (row.completedAt) return row.completedAt;
  let parts: StoredPart[];
  try {
    parts = await deps.storage.listParts(row.bucket, row.key, row.uploadId);
  } catch (err) {
    if (!isStorageError(err, 'NoSuchUpload')) {
      deps.logger.warn({ err, uploadId: row.uploadId }, 'could not list the parts of an upload');
      return null;
    }
    // Storage no longer knows the upload: nothing more can arrive for it.
    parts = [];
  }
  return lastUploadActivity({ createdAt: row.createdAt, resumedAt: row.resumedAt }, parts);
}

/**
 * Runs the check every `intervalMs` from the worker process; several workers may run it at once
 * (each change is conditional, so they agree). Unref'd; the returned function stops it.
 */
export function startStaleUploadsCheck(deps: StaleUploadsDeps, intervalMs: number): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void checkStaleUploads(deps)
      .catch((err: unknown) => deps.logger.warn({ err }, 'stale upload check failed'))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
