import type { Layout } from '@otto/shared';
import type { ExportResult, TimelineExportFormat } from '@otto/shared/api/exports';
import type { ObjectStorage } from '../storage/storage';
import { formatObjectUri } from '../storage/storage.keys';

/** The result the browser downloads: the object's URI and a signed URL that names the file. */
export async function signResult(
  deps: { storage: Pick<ObjectStorage, 'signGet'>; signedUrlTtlSeconds: number },
  location: { bucket: string; key: string },
  filename: string,
  format: TimelineExportFormat | string,
  layout: Layout,
): Promise<ExportResult> {
  const signed = await deps.storage.signGet(location.bucket, location.key, deps.signedUrlTtlSeconds, filename);
  return {
    s3Uri: formatObjectUri(location.bucket, location.key),
    downloadUrl: signed.url,
    expires: signed.expires,
    filename,
    format,
    layout,
  };
}
