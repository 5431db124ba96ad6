import type { Source } from '@otto/shared/source';
import { ingestObjectKey } from '@otto/shared/upload-plan';
import type { PendingCloudFile } from './cloud-files.store';

/**
 * What Import sends for a cloud source: the pick this page holds, or — for a Dropbox direct link,
 * which needs no token — the link the source keeps, so a reload before Import loses nothing.
 * Drive picks need the user's token, which only the page that picked them has.
 */
export function pendingCloudFile(
  source: Pick<Source, 'id' | 'projectId' | 'filename' | 'importType' | 'cloudFileData'>,
  held: Readonly<Record<string, PendingCloudFile>>,
): PendingCloudFile | undefined {
  const pending = held[source.id];
  if (pending) return pending;
  if (source.importType !== 'dropbox' || !source.cloudFileData?.fileUrl) return undefined;
  return {
    fileUrl: source.cloudFileData.fileUrl,
    token: null,
    fileKey: ingestObjectKey(source.projectId, source.id, source.filename),
  };
}
