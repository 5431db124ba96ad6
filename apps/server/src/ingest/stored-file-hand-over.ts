import type { ProjectRow } from './import-state.repo';
import type { IngestService } from './ingest.service';
import type { SourceRow } from '../sources/sources.repo';

/**
 * A source's file that the server itself put at the source's id-based key (a cloud download, an
 * S3 copy, a video link, a demo file) goes to the normal ingest as a finished browser upload would.
 */
export function handOverStoredFile(
  ingest: Pick<IngestService, 'fileIngest'>,
  project: ProjectRow,
  source: Pick<SourceRow, 'id' | 'filename' | 'type'>,
  fileUri: string,
  options: { skipTranscode?: boolean } = {},
) {
  return ingest.fileIngest(project, {
    project_id: project.id,
    file_id: source.id,
    file_uri: fileUri,
    filename: source.filename,
    media_type: source.type === 'audio' ? 'audio' : 'video',
    ...(options.skipTranscode ? { skip_transcode: true } : {}),
  });
}
