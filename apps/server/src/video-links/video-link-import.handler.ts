import { cloudFileDataSchema } from '@otto/shared/source';
import { formatObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import { withTempDir } from '../storage/temp-files';
import type { AppDeps } from '../infrastructure/deps';
import type { JobHandler } from '../jobs/job-definition';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { publishSource } from '../ingest/ingest.events';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import { handOverStoredFile } from '../ingest/stored-file-hand-over';
import { createSourcesRepo } from '../sources/sources.repo';
import { withDownloadedExtension } from './video-link-file';
import { VIDEO_LINK_MAX_BYTES } from './video-link-limits';
import type { VideoLinkImportPayload } from './video-links.schemas';
import { downloadVideo, VideoLinkFailed, VideoLinkTooLarge, YtDlpMissing } from './yt-dlp';

/** Failures another try cannot fix: recorded on the first. */
const errorCodeOf = (err: unknown): string | null =>
  err instanceof VideoLinkTooLarge ? 'max_file_size_exceeded' : err instanceof YtDlpMissing ? 'yt_dlp_missing' : null;

/**
 * Downloads a started video-link source with yt-dlp into a temp folder, stores it as the source's
 * original and hands it to the normal ingest, like a finished browser upload. Progress goes out as
 * the source's 'importing' events.
 */
export const videoLinkImportHandler = (deps: AppDeps): JobHandler<VideoLinkImportPayload> => {
  const sources = createSourcesRepo(deps.database.db);
  const projects = createImportStateRepo(deps.database.db);
  const ingest = ingestServiceFromDeps(deps);

  return async (job) => {
    const { projectId, sourceId } = job.data;
    const source = await sources.get(sourceId);
    const project = await projects.get(projectId);
    if (!source || !project || source.projectId !== projectId) return { status: 'gone' };
    if (source.state !== 'importing') return { status: 'not_importing', state: source.state };
    const url = cloudFileDataSchema.safeParse(source.cloudFileData).data?.fileUrl;
    if (!url) {
      await ingest.markFileFailed(project, { project_id: projectId, file_id: sourceId, error_code: 'upload_failed' });
      return { status: 'no_link' };
    }

    let lastReport = 0;
    try {
      return await withTempDir(deps.config.tmpDir, async (dir) => {
        const path = await downloadVideo(url, dir, {
          binary: deps.config.YTDLP_PATH,
          maxBytes: VIDEO_LINK_MAX_BYTES,
          onProgress: (fraction) => {
            const now = Date.now();
            if (now - lastReport < 500 && fraction < 1) return;
            lastReport = now;
            publishSource(deps.events, projectId, sourceId, 'importing', { jobId: job.id, progress: fraction }).catch(
              (err: unknown) => deps.logger.warn({ err, sourceId }, 'video link progress not published'),
            );
          },
        });
        const filename = withDownloadedExtension(source.filename, path);
        if (filename !== source.filename) await sources.update(sourceId, { filename });
        const original = sourceOriginalKey(projectId, sourceId, filename);
        await deps.storage.upload(original.bucket, original.key, path);
        // From here on it is an uploaded file like any other.
        const { job_id } = await handOverStoredFile(
          ingest,
          project,
          { ...source, filename },
          formatObjectUri(original.bucket, original.key),
          { skipTranscode: true },
        );
        return { status: 'ingesting', ingestJobId: job_id, s3_uri: formatObjectUri(original.bucket, original.key) };
      });
    } catch (err) {
      const code = errorCodeOf(err);
      if (code === null && !job.lastAttempt) throw err;
      deps.logger.warn({ err, sourceId }, 'video link import failed');
      await ingest.markFileFailed(project, {
        project_id: projectId,
        file_id: sourceId,
        error_code: code ?? (err instanceof VideoLinkFailed ? 'file_access_forbidden' : 'upload_failed'),
      });
      return { status: 'failed', errorCode: code };
    }
  };
};
