import type { VideoMetadataResponse } from '@otto/shared/api/cloud-links';
import { checkVideoSiteDuration, normaliseVideoLink } from '@otto/shared/cloud-import';
import type { CloudFileData } from '@otto/shared/source';
import { cloudImportText } from '@otto/shared/ui-text';
import { checkOutboundUrl, OutboundRefused, type OutboundRules } from '../infrastructure/outbound-address';
import { HttpError, badRequest } from '../http/http-error';
import type { JobQueue } from '../jobs/queue';
import type { IngestService } from '../ingest/ingest.service';
import type { ProjectRow } from '../ingest/import-state.repo';
import { publishSource } from '../ingest/ingest.events';
import type { EventBus } from '../events/events';
import type { SourcesRepo } from '../sources/sources.repo';
import { toApiSource } from '../sources/sources.fns';
import type { LimitsUser } from '../uploads/upload-limits.service';
import { videoLinkFilename } from './video-link-file';
import { videoLinkImportJob } from './video-links.jobs';
import { readVideoMetadata, YtDlpMissing } from './yt-dlp';

export interface VideoLinksDeps {
  rules: OutboundRules;
  ytDlpPath: string;
  ingest: Pick<IngestService, 'createSource'>;
  sources: Pick<SourcesRepo, 'update' | 'getInProject'>;
  queue: Pick<JobQueue, 'send'>;
  events: Pick<EventBus, 'publish'>;
}

/** Video links (spec import §2 'Add YouTube Video', §5, §7 /youtube/get-metadata). */
export function createVideoLinks(deps: VideoLinksDeps) {
  async function metadata(text: string): Promise<{ url: string; info: VideoMetadataResponse }> {
    const url = normaliseVideoLink(text);
    if (!url) throw badRequest(cloudImportText.invalidYoutubeUrl, 'invalid_video_url');
    try {
      await checkOutboundUrl(url, deps.rules);
    } catch (err) {
      if (err instanceof OutboundRefused) throw badRequest(err.message, 'link_refused');
      throw err;
    }
    try {
      return { url, info: await readVideoMetadata(url, { binary: deps.ytDlpPath }) };
    } catch (err) {
      if (err instanceof YtDlpMissing) throw new HttpError(503, 'yt_dlp_missing', err.message);
      throw new HttpError(422, 'video_not_found', cloudImportText.youtubeMetadataFailed);
    }
  }

  return {
    /** POST /youtube/get-metadata: name, size, duration and thumbnail, read by yt-dlp. */
    async metadata(text: string): Promise<VideoMetadataResponse> {
      return (await metadata(text)).info;
    },

    /**
     * Adds a link to the project as a source (state none). The metadata is read again here, not
     * taken from the browser: the duration limit and the credits depend on it.
     */
    async add(user: LimitsUser, project: ProjectRow, text: string, category: 'singlecam' | 'multicam') {
      const { url, info } = await metadata(text);
      const tooLong = info.duration === null ? null : checkVideoSiteDuration(info.duration);
      if (tooLong) throw badRequest(tooLong, 'max_duration_exceeded');
      const created = await deps.ingest.createSource(user, project, {
        filename: videoLinkFilename(info.name),
        filesize: info.size ?? 0,
        type: 'video',
        importType: 'youtube',
        durationMs: info.duration === null ? undefined : Math.round(info.duration * 1000),
        category,
      });
      const cloudFileData: CloudFileData = {
        fileUrl: url,
        token: null,
        type: 'youtube',
        file: {
          id: url,
          name: info.name,
          sizeBytes: info.size,
          duration: info.duration,
          url,
          thumbnailLink: info.thumbnail,
        },
      };
      const row = await deps.sources.update(created.source.id, { cloudFileData });
      return { source: row ? toApiSource(row) : created.source };
    },

    /** Starts the download of a source the import put in 'importing'; the browser follows the job. */
    async startDownload(project: ProjectRow, sourceId: string) {
      const source = await deps.sources.getInProject(project.id, sourceId);
      if (!source || source.importType !== 'youtube') throw new HttpError(404, 'not_found', 'Source not found');
      if (source.state !== 'importing') {
        throw new HttpError(409, 'not_importing', 'This video is not waiting to be imported. Press Import first.');
      }
      const jobId = await deps.queue.send(
        videoLinkImportJob,
        { projectId: project.id, sourceId },
        { singletonKey: `video-link:${sourceId}` },
      );
      // The job on the row: the stale-import sweep leaves a source alone while its job runs.
      await deps.sources.update(sourceId, { uploadJobId: jobId });
      await publishSource(deps.events, project.id, sourceId, 'importing', { jobId });
      return { job_id: jobId };
    },
  };
}
