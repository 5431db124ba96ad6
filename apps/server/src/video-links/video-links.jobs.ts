import { defineJob, jobWorker } from '../jobs/job-definition';
import { videoLinkImportHandler } from './video-link-import.handler';
import { videoLinkImportPayload } from './video-links.schemas';

/**
 * yt-dlp → ingest bucket → the normal ingest (spec: the cloud import of type 'youtube'). One retry
 * for a network that failed once; a link that is gone or too large fails at once.
 */
export const videoLinkImportJob = defineJob({
  name: 'video_link_import',
  payload: videoLinkImportPayload,
  retryLimit: 1,
  expireInSeconds: 120,
});

export const videoLinkJobs = [jobWorker(videoLinkImportJob, videoLinkImportHandler)];
