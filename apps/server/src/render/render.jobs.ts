import { defineJob, jobWorker } from '../jobs/job-definition';
import { renderVideoHandler } from './render.handler';
import { renderJobPayload } from './render.schemas';

/** MP4 and ProRes caption renders: a vertical export can take up to 10 minutes, long edits more. */
export const renderVideoJob = defineJob({
  name: 'export.video',
  payload: renderJobPayload,
  // A worker lost mid-render spends a try; two more leave room for one passing failure after it.
  retryLimit: 2,
  // A lease renewed while the job runs (jobs/job-definition.ts), not a time limit.
  expireInSeconds: 120,
});

export const renderJobs = [jobWorker(renderVideoJob, renderVideoHandler)];
