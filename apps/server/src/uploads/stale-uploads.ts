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
 * browser, so an upload whose browser died is found too. Resolves to the sources whose flag changed.
 */
export async function checkStaleUploads(deps: StaleUploadsDeps): Promise<string[]> {
  const rows = await deps.db
    .select({
      sourceId: sources.id,
      projectId: sources.projectId,
      stale: sources.stale,
      uploadId: multipartUploads.uploadId,
      bucket: multipartUploads.bucket,
      key: multipartUploads.key,
      createdAt: multipartUploads.createdAt,
      resumedAt: multipartUploads.resumedAt,
    })
    .from(sources)
    .innerJoin(multipartUploads, eq(multipartUploads.uploadId, sources.uploadJobId))
    .where(and(eq(sources.state, 'uploading'), isNull(multipartUploads.completedAt)));
  const changed: string[] = [];
  for (const row of rows) {
    let parts: StoredPart[];
    try {
      parts = await deps.storage.listParts(row.bucket, row.key, row.uploadId);
    } catch (err) {
      // Storage no longer knows the upload: nothing more can arrive for it.
      if (!isStorageError(err, 'NoSuchUpload')) {
        deps.logger.warn({ err, uploadId: row.uploadId }, 'could not list the parts of an upload');
        continue;
      }
      parts = [];
    }
    const stale = isUploadStale(lastUploadActivity(row, parts), deps.clock.now(), deps.staleAfterMs);
    if (stale === row.stale) continue;
    // Only while it is still this upload, still uploading: a finish in the meantime wins.
    const [updated] = await deps.db
      .update(sources)
      .set({ stale, updatedAt: new Date() })
      .where(and(eq(sources.id, row.sourceId), eq(sources.state, 'uploading'), eq(sources.uploadJobId, row.uploadId)))
      .returning({ id: sources.id });
    if (!updated) continue;
    changed.push(row.sourceId);
    await publishSource(deps.events, row.projectId, row.sourceId, 'uploading', { stale });
    await deps.onChange(row.projectId);
  }
  if (changed.length > 0) deps.logger.info({ sources: changed }, 'stale uploads changed');
  return changed;
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
