import { defineJob, jobWorker } from '../jobs/job-definition';
import { ingestSourceHandler } from './ingest.handler';
import { ingestSourcePayload } from './ingest.schemas';

/** Probe, validate, proxy, audio, waveform, thumbnails and transcript of one uploaded source. */
export const ingestSourceJob = defineJob({
  name: 'source.ingest',
  payload: ingestSourcePayload,
  retryLimit: 2,
  // A lease renewed while the job runs (jobs/job-definition.ts), not a time limit.
  expireInSeconds: 120,
});

export const ingestJobs = [jobWorker(ingestSourceJob, ingestSourceHandler)];
