import { defineJob, jobWorker } from '../jobs/job-definition';
import { exportTimelineHandler } from './exports.handler';
import { exportTimelinePayload } from './exports.schemas';

/**
 * An editing-app timeline, captions or document. One retry, for a worker lost mid-export (its
 * lease expires); the export itself is deterministic, so the chat hears of a failure only once,
 * from the last try.
 */
export const exportTimelineJob = defineJob({
  name: 'export.timeline',
  payload: exportTimelinePayload,
  retryLimit: 1,
  // A lease renewed while the job runs (jobs/job-definition.ts), not a time limit.
  expireInSeconds: 60,
});

export const exportJobs = [jobWorker(exportTimelineJob, exportTimelineHandler)];
