import { defineJob, jobWorker } from '../jobs/job-definition';
import { renderVideoHandler } from './render.handler';
import { renderJobPayload } from './render.schemas';

/** MP4 and ProRes caption renders: a vertical export can take up to 10 minutes, long edits more. */
export const renderVideoJob = defineJob({
  name: 'export.video',
  payload: renderJobPayload,
  retryLimit: 1,
  expireInSeconds: 2 * 3600,
});

export const renderJobs = [jobWorker(renderVideoJob, renderVideoHandler)];
