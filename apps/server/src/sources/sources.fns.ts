import type { SourceRow } from './sources.repo';

/** The Source entity as the API returns it (spec import §3). */
export function toApiSource(row: SourceRow) {
  return {
    id: row.id,
    projectId: row.projectId,
    filename: row.filename,
    type: row.type as 'video' | 'audio',
    importType: row.importType,
    state: row.state,
    category: row.category,
    durationMs: row.durationMs,
    filesize: row.filesize,
    originalFileUri: row.originalFileUri,
    transcodedFileUri: row.transcodedFileUri,
    waveformUri: row.waveformUri,
    thumbnailsUri: row.thumbnailsUri,
    uploadJobId: row.uploadJobId,
    uploadProgress: (row.uploadProgress as { sent: number; total: number; percentage: number } | null) ?? null,
    startIngestTime: row.startIngestTime?.toISOString() ?? null,
    job: row.ingestJobId && row.originalFileUri ? { fileId: row.id, fileUri: row.originalFileUri } : null,
    errorType: row.errorType,
    errorCode: row.errorCode,
    stale: row.stale,
    cloudFileData: row.cloudFileData ?? null,
    /** Multicam: a camera's content time = main-audio time − syncOffsetSec (null until synced). */
    syncOffsetSec: row.syncOffsetSec ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type ApiSource = ReturnType<typeof toApiSource>;
