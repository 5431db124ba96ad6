import { defineJob, jobWorker } from '../jobs/job-definition';
import { exportTimelineHandler } from './exports.handler';
import { exportTimelinePayload } from './exports.schemas';

/** An editing-app timeline, captions or document. Deterministic: a retry would fail the same way, twice in the chat. */
export const exportTimelineJob = defineJob({
  name: 'export.timeline',
  payload: exportTimelinePayload,
  retryLimit: 0,
  // A lease renewed while the job runs (jobs/job-definition.ts), not a time limit.
  expireInSeconds: 60,
});

export const exportJobs = [jobWorker(exportTimelineJob, exportTimelineHandler)];
