import type { StartRemoteImportBody } from '@otto/shared/api/cloud-links';
import type { MarkFileFailedBody } from '@otto/shared/api/ingest';
import type { ImportType, Source } from '@otto/shared/source';
import { api } from '../../api/client';
import { showToast } from '../../ui/toast/toast';
import { patchStoredSource } from '../sources/sources.queries';

/** Where each server-fetched kind of source has its download started (the job the row then follows). */
const startRoutes: Partial<Record<ImportType, string>> = {
  youtube: '/youtube/import',
  s3_uri: '/files/copy',
  frameio: '/frameio-v4/import',
};

/**
 * After Import: the server fetches a link's file (yt-dlp, an S3 copy, the review platform) and hands
 * it to processing; the source row follows the job's events. A download that cannot even start is
 * recorded as a failed upload, so nothing is left 'importing'.
 */
export async function startRemoteImport(source: Source): Promise<void> {
  const route = startRoutes[source.importType];
  const body: StartRemoteImportBody = { project_id: source.projectId, file_id: source.id };
  try {
    if (!route) throw new Error('Import type not yet implemented');
    await api.post<{ job_id: string }>(route, body);
  } catch (error) {
    console.error('Remote import did not start', error);
    showToast({
      message: error instanceof Error ? error.message : `Could not import ${source.filename}.`,
      kind: 'error',
    });
    patchStoredSource(source.id, { state: 'error', errorType: 'upload', errorCode: 'upload_failed' });
    const failed: MarkFileFailedBody = { project_id: source.projectId, file_id: source.id };
    await api.post('/projects/mark-file-failed', failed).catch(() => undefined);
  }
}
